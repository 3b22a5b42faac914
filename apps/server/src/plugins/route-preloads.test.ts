import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { patternRegex, routeHtml } from './route-preloads';

describe('patternRegex', () => {
  it('reads React Router patterns: params, optional params, splats', () => {
    expect(patternRegex('/').test('/')).toBe(true);
    expect(patternRegex('/').test('/shows')).toBe(false);
    expect(patternRegex('/video/:videoId').test('/video/12')).toBe(true);
    expect(patternRegex('/video/:videoId').test('/video')).toBe(false);
    expect(patternRegex('/video/:videoId').test('/video/12/x')).toBe(false);
    const player = patternRegex('/player/:slug/:activeTab?');
    expect(player.test('/player/ann-lee')).toBe(true);
    expect(player.test('/player/ann-lee/gear/')).toBe(true);
    expect(patternRegex('/profile/*').test('/profile')).toBe(true);
    expect(patternRegex('/profile/*').test('/profile/likes/2')).toBe(true);
    expect(patternRegex('/player-portal/about').test('/player-portalXabout')).toBe(false);
  });
});

describe('routeHtml', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'hoopdex-preloads-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const index = Buffer.from('<html><head><title>x</title></head><body></body></html>');
  const links = (html: Buffer) =>
    [...html.toString().matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );

  it('serves the plain index.html when the build wrote no preload list', () => {
    expect(routeHtml(dist, index)('/video/1')).toBe(index);
  });

  it('serves the plain index.html when the preload list is damaged', () => {
    writeFileSync(path.join(dist, 'route-preloads.json'), '[{"pattern": "/x/:a-b", "files": []}');
    expect(routeHtml(dist, index)('/x/1')).toBe(index);
    writeFileSync(path.join(dist, 'route-preloads.json'), '[{"pattern": "/x/:a(b", "files": []}]');
    expect(routeHtml(dist, index)('/x/1')).toBe(index);
  });

  it("preloads the matching route's chunks, the most specific route winning", () => {
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify([
        { pattern: '/', files: ['/static/js/home-1.js', '/static/js/shared-1.js'] },
        { pattern: '/player/:slug/:activeTab?', files: ['/static/js/player-1.js'] },
        { pattern: '/player/:slug/compare', files: ['/static/js/compare-1.js'] },
        {
          pattern: '/video/:videoId',
          files: ['/static/js/video-1.js', '"><script>alert(1)</script>'],
        },
        { pattern: '/show/:showId', files: [], data: ['/api/shows/:showId', '/api/x"><script>'] },
      ]),
    );
    const htmlFor = routeHtml(dist, index);
    expect(links(htmlFor('/'))).toEqual(['/static/js/home-1.js', '/static/js/shared-1.js']);
    expect(links(htmlFor('/player/ann-lee'))).toEqual(['/static/js/player-1.js']);
    expect(links(htmlFor('/player/ann-lee/compare'))).toEqual(['/static/js/compare-1.js']);
    expect(links(htmlFor('/player/ann%20lee/statistics'))).toEqual(['/static/js/player-1.js']);
    // Only plain /static/ script paths become links.
    expect(links(htmlFor('/video/7'))).toEqual(['/static/js/video-1.js']);
    expect(htmlFor('/video/7').toString()).not.toContain('<script>');
    expect(htmlFor('/nowhere/at/all')).toBe(index);
    expect(htmlFor('/video/%E0%A4%A')).not.toBe(index); // a bad escape still matches as written
    // API reads: the URL's params, decoded, then encoded as the client encodes them.
    const dataLinks = (html: Buffer) =>
      [
        ...html.toString().matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g),
      ].map((m) => m[1]);
    expect(dataLinks(htmlFor('/show/12'))).toEqual(['/api/shows/12']);
    expect(dataLinks(htmlFor('/show/a%20b"c'))).toEqual(['/api/shows/a%20b%22c']);
    expect(dataLinks(htmlFor("/show/'><img src=x>"))).toEqual([
      "/api/shows/'%3E%3Cimg%20src%3Dx%3E",
    ]);
    expect(htmlFor('/show/%E0%A4%A')).toBe(index);
    expect(htmlFor('/').toString()).toMatch(/<\/title><link rel="modulepreload"[^]*<\/head>/);
  });
});
