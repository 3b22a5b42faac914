import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn, signUp } from './auth-helpers';

// Small budgets so the limits show in a few calls; production budgets are in attempt-limiter.ts.
const rule = (max: number) => ({ max, windowMs: 60_000 });
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      limits: {
        signInPerAccount: rule(3),
        signInPerIp: rule(6),
        resetPerAccount: rule(2),
        resetPerIp: rule(50),
      },
    },
  );
  await signUp(t, 'limited@example.com');
});
afterAll(() => t.close());

const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', payload: { email } });

describe('rate limits (429 with a clear message)', () => {
  it('login: per account, then per IP, with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, 'limited@example.com', 'wrong-guess-123')).res.statusCode).toBe(401);
    const blocked = await signIn(t, 'limited@example.com', 'wrong-guess-123');
    expect(blocked.res.statusCode).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.res.json().errors[0].msg).toMatch(
      /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
    );
    // Even the right password waits: the budget is per account, not per failure.
    expect((await signIn(t, 'limited@example.com')).res.statusCode).toBe(429);
    // The IP budget (6) is spent by the 5 calls above plus this one to another account.
    expect((await signIn(t, 'other@example.com', 'wrong-guess-123')).res.statusCode).toBe(401);
    expect((await signIn(t, 'third@example.com', 'wrong-guess-123')).res.statusCode).toBe(429);
  });

  it('reset: per account, and the same answer for unknown addresses', async () => {
    const first = await forgot('limited@example.com');
    const unknown = await forgot('ghost@example.com');
    expect(first.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(first.json()).toEqual(unknown.json());
    expect((await forgot('limited@example.com')).statusCode).toBe(200);
    const blocked = await forgot('LIMITED@example.com');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].msg).toMatch(/Too many attempts/);
  });
});
