import { describe, expect, it } from 'vitest';
import { RASTER_WIDTHS, rasterSrc, rasterWidth } from './drawn-images';

describe('rasterSrc', () => {
  it('picks the smallest listed width covering the box on a 2x screen', () => {
    expect(rasterWidth(28)).toBe(64);
    expect(rasterWidth(40)).toBe(96);
    expect(rasterWidth(48)).toBe(96);
    expect(rasterWidth(144)).toBe(384);
    expect(rasterWidth(1200)).toBe(1024);
    expect(rasterWidth(undefined)).toBe(512);
    expect(rasterWidth(0)).toBe(512);
    for (let css = 1; css <= 512; css++) expect(RASTER_WIDTHS).toContain(rasterWidth(css));
  });

  it('maps our drawn SVGs only, keeping their query', () => {
    expect(rasterSrc('/media/avatars/jo-ann.svg?look=women', 40)).toBe(
      '/media/avatars/jo-ann.webp?look=women&w=96',
    );
    expect(rasterSrc('/media/logos/wnba.svg', 28)).toBe('/media/logos/wnba.webp?w=64');
    expect(rasterSrc('/media/thumbs/k.svg?w=9&look=any')).toBe('/media/thumbs/k.webp?look=any&w=512');
    for (const other of [
      'https://cdn.example/media/avatars/a.svg',
      '/media/avatars/A.svg',
      '/media/other/a.svg',
      '/media/avatars/a.png',
      'data:image/svg+xml,<svg/>',
      '/media/avatars/a.svg/../b.svg',
    ])
      expect(rasterSrc(other, 40)).toBe(other);
  });
});
