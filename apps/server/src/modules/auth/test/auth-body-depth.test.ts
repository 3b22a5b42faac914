import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { GOOD_PASSWORD, signUp } from './auth-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** `{"a":{"a":…{"a":1}…}}` nested `depth` levels, written as text (no recursion to build it). */
const nested = (depth: number, key = 'a') => `${`{"${key}":`.repeat(depth)}1${'}'.repeat(depth)}`;

const post = (url: string, payload: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

// Issue 21: a body nested 5,000 levels deep to any /api/auth/* call was a 500 (RangeError while
// the bridge re-serialized it for the auth library); other routes answer 400.
describe('auth bridge: deeply nested JSON bodies', () => {
  it.each([
    '/api/auth/sign-in/email',
    '/api/auth/sign-up/email',
    '/api/auth/request-password-reset',
  ])('%s answers 400 with the error list for a body nested 5,000 levels', async (url) => {
    const res = await post(url, nested(5_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          msg: expect.stringMatching(/nested too deeply/),
          param: expect.stringMatching(/^a(\.a)*$/),
        },
      ],
    });
  });

  it('names the field whose value is too deep', async () => {
    const body = `{"email":"x@example.com","password":"p","extra":${nested(100, 'b')}}`;
    const res = await post('/api/auth/sign-in/email', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].param).toMatch(/^extra\.b(\.b)*$/);
  });

  it('an array nested deeply is refused the same way', async () => {
    const res = await post('/api/auth/sign-in/email', `${'['.repeat(5_000)}${']'.repeat(5_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].msg).toMatch(/nested too deeply/);
  });

  it('an ordinary body still reaches the library', async () => {
    const { res } = await signUp(t, 'depth-ok@example.com', GOOD_PASSWORD, 'Depth Ok');
    expect(res.statusCode).toBe(200);
    const shallow = await post(
      '/api/auth/sign-in/email',
      JSON.stringify({
        email: 'depth-ok@example.com',
        password: GOOD_PASSWORD,
        extra: { a: { b: [1] } },
      }),
    );
    expect(shallow.statusCode).toBe(200);
  });
});
