import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, retryMessage } from '../attempt-limiter';
import { scrubUrl, reqSerializer } from '../log-redaction';
import { createOutboxMailer } from '../mailer';
import { passwordProblem } from '../password-policy';
import { slugify } from '../slugify';
import type { FastifyRequest } from 'fastify';

describe('password policy', () => {
  it('length 8..128, common and one-character passwords refused, e-mail name refused', () => {
    expect(passwordProblem('short1!')).toMatch(/at least 8/);
    expect(passwordProblem('a'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('Password1')).toMatch(/too common/);
    expect(passwordProblem('zzzzzzzzzz')).toMatch(/too common/);
    expect(passwordProblem('courtvision', 'courtvision@example.com')).toMatch(/e-mail name/);
    expect(passwordProblem('x'.repeat(40) + 'Y'.repeat(24))).toBeNull();
    expect(passwordProblem('court-vision-2026')).toBeNull();
  });
});

describe('attempt limiter', () => {
  it('counts per key within the window and tells the wait', async () => {
    const limiter = createAttemptLimiter();
    const rule = { max: 2, windowMs: 60_000 };
    expect(await limiter.hit('k', rule)).toBe(0);
    expect(await limiter.hit('k', rule)).toBe(0);
    expect(await limiter.hit('k', rule)).toBeGreaterThan(50);
    expect(await limiter.hit('other', rule)).toBe(0);
    await limiter.reset('k');
    expect(await limiter.hit('k', rule)).toBe(0);
    expect(retryMessage(30)).toBe('Too many attempts. Please wait 30 seconds and try again.');
    expect(retryMessage(900)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });
});

describe('log redaction', () => {
  it('scrubs token-bearing query parameters and reset paths from logged URLs', () => {
    expect(scrubUrl('/?token=abc.def&x=1')).toBe('/?token=[redacted]&x=1');
    expect(scrubUrl('/acct/action?mode=resetPassword&oobCode=s3cr3t')).toBe(
      '/acct/action?mode=resetPassword&oobCode=[redacted]',
    );
    const req = {
      method: 'GET',
      url: '/api/auth/reset-password/s3cr3t?callbackURL=x',
      host: 'h',
      ip: '1.2.3.4',
    };
    expect(reqSerializer(req as FastifyRequest).url).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=[redacted]',
    );
  });
});

describe('outbox mailer', () => {
  it('writes each mail as a JSON file and logs its link', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const logged: object[] = [];
    const mailer = createOutboxMailer(path.join(dir, 'outbox'), { info: (o) => logged.push(o) });
    await mailer.send({
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      kind: 'reset-password',
      link: 'http://x/y',
    });
    const files = readdirSync(path.join(dir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/reset-password-[0-9a-f]+\.json$/); // renamed into place: no .partial left
    const mail = JSON.parse(readFileSync(path.join(dir, 'outbox', files[0]!), 'utf8'));
    expect(mail).toMatchObject({ to: 'a@example.com', link: 'http://x/y', subject: 'S' });
    expect(logged[0]).toMatchObject({ link: 'http://x/y', kind: 'reset-password' });
    rmSync(dir, { recursive: true, force: true });
  });
});

it('slugify makes URL-safe slugs from handles and names', () => {
  expect(slugify('hoop.er_1')).toBe('hoop-er-1');
  expect(slugify('Ánxo Núñez')).toBe('anxo-nunez');
  expect(slugify('___')).toBe('creator');
});
