import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';

describe('server-wide behaviour', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a JSON 404, never the HTML page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().errors[0]).toMatchObject({ param: '' });
  });

  // Found by the route property tests (src/test/property).
  it('answers a path with bad percent-encoding with the same JSON error list', async () => {
    for (const url of ['/api/players/%zz', '/api/players/%', '/api/content/%C0%AF']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [{ msg: 'Malformed URL: bad percent-encoding', param: '' }] });
    }
  });

  it('refuses a NUL character in any parameter or body string with a 400 naming it', async () => {
    const cases = [
      [{ method: 'GET', url: '/api/players/a%00b' }, 'slug'],
      [{ method: 'GET', url: '/api/searchByKeyword?keyword=a%00' }, 'keyword'],
      // Inside a JSON parameter, the NUL only exists once the filter is parsed.
      [{ method: 'GET', url: `/api/user-posts?filter=${encodeURIComponent('{"content_type":"\\u0000"}')}` }, 'filter.content_type'],
      [{ method: 'POST', url: '/api/comments/guest-login', payload: { displayName: 'x\u0000' } }, 'displayName'],
      [{ method: 'POST', url: '/api/comments/guest-login', payload: { displayName: 'x', ['a\u0000']: 1 } }, 'a\u0000'],
    ] as const;
    for (const [req, param] of cases) {
      const res = await t.app.inject(req);
      expect(res.statusCode, req.url).toBe(400);
      expect(res.json().errors[0].param).toBe(param);
    }
  });

  // Found by the route property test: "\ud800" in a saved filter's columns reached jsonb (500).
  it('refuses a lone surrogate in any body string or key with a 400 naming it; a pair is text', async () => {
    const json = { 'content-type': 'application/json' };
    const cases = [
      ['{"displayName":"x\\ud800"}', 'displayName'],
      ['{"displayName":"x","\\udc00":1}', '\udc00'],
      ['{"name":"n","columns":["games_played","\\ud800"]}', 'columns.1'],
    ] as const;
    for (const [payload, param] of cases) {
      const url = param.startsWith('columns') ? '/api/scouting/filters' : '/api/comments/guest-login';
      const res = await t.app.inject({ method: 'POST', url, headers: json, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().errors[0], payload).toMatchObject({ param, msg: expect.stringContaining('surrogate') });
    }
    const pair = await t.app.inject({
      method: 'POST',
      url: '/api/comments/guest-login',
      headers: json,
      payload: '{"displayName":"Hoops \\ud83c\\udfc0"}',
    });
    expect(JSON.stringify(pair.json())).not.toContain('surrogate');
  });

  it('sends the security headers with an explicit CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src https:\/\/www\.youtube\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes the OpenAPI document and a docs page', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    expect(Object.keys(doc.json().paths)).toContain('/api/health');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
