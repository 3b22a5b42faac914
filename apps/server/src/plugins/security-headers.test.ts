import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Exactly what @fastify/helmet sent with our options before the headers were precomputed.
const expected: Record<string, string> = {
  'content-security-policy':
    "default-src 'self';script-src 'self' https://cdn.jwplayer.com https://ssl.p.jwpcdn.com;" +
    "style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://i.ytimg.com https://cdn.jwplayer.com https://assets-jpcust.jwpsrv.com;" +
    "media-src 'self' blob: https://i.ytimg.com https://cdn.jwplayer.com https://assets-jpcust.jwpsrv.com;" +
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://cdn.jwplayer.com;' +
    "connect-src 'self' https://cdn.jwplayer.com https://ssl.p.jwpcdn.com;worker-src 'self' blob:;font-src 'self';object-src 'none';" +
    "base-uri 'none';frame-ancestors 'none';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers (computed once, sent on every response)', () => {
  it('are the same full set on a read, a 404, a 400, a 401 and a repeat', async () => {
    const cases: Array<[string, string, number]> = [
      ['/api/ping', '', 200],
      ['/api/nope', '', 404],
      ['/api/leaderboards?interval_code=bogus', '', 400],
      ['/api/ping', 'Bearer not-a-token', 401],
      ['/api/ping', '', 200],
    ];
    for (const [url, authorization, status] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, url).toBe(status);
      for (const [name, value] of Object.entries(expected))
        expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('a route may still replace one (the media SVGs send their own CSP)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/avatars/jalen-calbrook.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
