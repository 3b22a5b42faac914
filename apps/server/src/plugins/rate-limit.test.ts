import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

// The API-wide budget (RATE_LIMIT_PER_MINUTE): its 429 must carry the "retry in N s" text. It
// used to read "Cannot read properties of undefined (reading 'slice')": the plugin threw a plain
// object and the error handler read its missing `message`.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitPerMinute: 3 });
});
afterAll(() => t.close());

describe('API rate limit', () => {
  it('answers 429 { errors } with the seconds to wait, in the body and in Retry-After', async () => {
    const get = () => t.app.inject({ method: 'GET', url: '/api/health' });
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
    const blocked = await get();
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      errors: [{ msg: `Too many requests, retry in ${wait} s`, param: '' }],
    });
  });
});
