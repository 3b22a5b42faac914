import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { idToken, signUp } from './auth-helpers';

// Bearer ID tokens: signature first (jose), algorithm allow-list, exp/nbf/aud/iss. Every bad
// token is a 401 on its own, one test each; the same subject with a good token is a 200.
let t: TestApp;
let userId: string;
let libraryToken: string;
const now = () => Math.floor(Date.now() / 1000);
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

beforeAll(async () => {
  t = await buildTestApp();
  const { res, cookie } = await signUp(t, 'tokens@example.com');
  userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().data
    .id;
  expect(res.statusCode).toBe(200);
  libraryToken = await idToken(t, cookie);
});
afterAll(() => t.close());

describe('ID tokens of the auth library', () => {
  it('are EdDSA, 5 minutes, {sub, email, role}, issuer hoopdex, audience hoopdex-api', () => {
    expect(decodeProtectedHeader(libraryToken).alg).toBe('EdDSA');
    const claims = decodeJwt(libraryToken);
    expect(claims).toMatchObject({
      sub: userId,
      email: 'tokens@example.com',
      role: 'fan',
      iss: 'hoopdex',
      aud: 'hoopdex-api',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(300);
  });

  it('are accepted as bearer tokens, checked against the local jwks table', async () => {
    const res = await me(libraryToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('tokens@example.com');
  });

  it('a good test-key token for the same subject passes (control)', async () => {
    expect((await me(await t.sign({ sub: userId }))).statusCode).toBe(200);
  });
});

describe('rejected tokens: 401 each', () => {
  it('tampered payload (role raised to admin, signature kept)', async () => {
    const [h, p, s] = libraryToken.split('.');
    const forged = b64({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: 'admin' });
    const res = await me(`${h}.${forged}.${s}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0]).toEqual({
      msg: 'Invalid or expired token',
      param: 'authorization',
    });
  });

  it('expired', async () => {
    expect((await me(await t.sign({ sub: userId }, { expiresIn: now() - 60 }))).statusCode).toBe(
      401,
    );
  });

  it('not yet valid (nbf in the future)', async () => {
    expect((await me(await t.sign({ sub: userId }, { notBefore: '10m' }))).statusCode).toBe(401);
  });

  it('wrong audience', async () => {
    expect((await me(await t.sign({ sub: userId }, { audience: 'someone-else' }))).statusCode).toBe(
      401,
    );
  });

  it('alg: none (unsigned)', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: userId, role: 'admin', iss: 'hoopdex', aud: 'hoopdex-api', exp: now() + 300 })}.`;
    expect((await me(unsigned)).statusCode).toBe(401);
  });

  it('wrong issuer', async () => {
    expect((await me(await t.sign({ sub: userId }, { issuer: 'elsewhere' }))).statusCode).toBe(401);
  });

  it('unknown signing key', async () => {
    const [h, p, s] = libraryToken.split('.');
    const header = b64({
      ...JSON.parse(Buffer.from(h!, 'base64url').toString()),
      kid: 'no-such-key',
    });
    expect((await me(`${header}.${p}.${s}`)).statusCode).toBe(401);
  });

  it('malformed authorization header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: 'Token abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('valid token of a deleted account', async () => {
    expect((await me(await t.sign({ sub: 'no-such-user' }))).statusCode).toBe(401);
  });
});
