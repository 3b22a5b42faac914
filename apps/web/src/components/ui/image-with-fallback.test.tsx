import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback } from './image-with-fallback';

const svgOf = (img: HTMLImageElement) =>
  decodeURIComponent(img.getAttribute('src')!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('ImageWithFallback', () => {
  it('draws square initials for an avatar without a picture, decorative by default', () => {
    const { container } = render(
      <ImageWithFallback src={null} fallbackLabel="Breanna Stewart" width={40} height={40} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('');
    expect(svgOf(img)).toContain('viewBox="0 0 90 90"');
    expect(svgOf(img)).toContain('>BS<');
  });

  it('keeps a thumbnail wide, and falls back when the picture fails', () => {
    const { container } = render(
      <ImageWithFallback src="/media/broken.png" fallbackLabel="Film Room" width={160} height={90} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/broken.png');
    fireEvent.error(img);
    expect(svgOf(img)).toContain('viewBox="0 0 160 90"');
    expect(svgOf(img)).toContain('>FR<');
  });

  it('shows our drawn SVGs as WebP sized for the box (2x screens), other pictures as they are', () => {
    const { container } = render(
      <>
        <ImageWithFallback src="/media/avatars/a-b.svg?look=men" fallbackLabel="A B" width={40} height={40} />
        <ImageWithFallback src="/media/thumbs/show-x.svg" fallbackLabel="X" />
        <ImageWithFallback src="https://img.example/p.jpg" fallbackLabel="P" width={40} height={40} />
        <ImageWithFallback src="/media/videos/1/poster.jpg" fallbackLabel="V" width={96} height={54} />
      </>,
    );
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual([
      '/media/avatars/a-b.webp?look=men&w=96',
      '/media/thumbs/show-x.webp?w=512',
      'https://img.example/p.jpg',
      '/media/videos/1/poster.jpg',
    ]);
  });

  it('falls back to initials when the WebP fails too', () => {
    const { container } = render(
      <ImageWithFallback src="/media/avatars/a-b.svg" fallbackLabel="Ann Bee" width={40} height={40} />,
    );
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(svgOf(img)).toContain('>AB<');
  });
});
