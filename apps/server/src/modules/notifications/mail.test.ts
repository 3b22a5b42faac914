import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/build-test-app';
import { createMemoryMailer, type Mail } from '../auth/mailer';
import { makeCreator, makeUser } from '../content/content-fixtures';
import { digestSlot, MAX_MAIL_ATTEMPTS, runMailJobs, type MailJobContext } from './mail-jobs';
import { signUnsubscribeToken } from './unsubscribe-token';

const quiet = { warn: () => undefined, info: () => undefined };
const minutes = (n: number) => n * 60_000;

describe('alert e-mails: each event, daily digest, retries, one-click unsubscribe', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const mails = createMemoryMailer();
  let ctx: MailJobContext;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: who ? { authorization: `Bearer ${tok[who]}` } : {},
    });
  const publish = (body: string) =>
    call('POST', '/api/me/content', 'author', { content_type: 'user_post', body });
  const emailState = async (userId: string) =>
    sqlRows<{ email_state: string; email_attempts: number }>(
      t.db.db,
      sql`select email_state, email_attempts from notifications where user_id = ${userId} order by id`,
    );

  beforeAll(async () => {
    t = await buildTestApp();
    ctx = { db: t.db.db, mailer: mails, publicUrl: TEST_PUBLIC_URL, log: quiet };
    const db = t.db.db;
    const creator = await makeCreator(db, { displayname: 'Film <b>Room</b> & Co' });
    for (const id of ['author', 'eve', 'dan', 'flo']) {
      await makeUser(db, id);
      tok[id] = await t.sign({ sub: id });
      if (id !== 'author') {
        await db
          .insert(follows)
          .values({ userId: id, followType: 'creator', targetId: creator.id });
      }
    }
    await db.update(users).set({ creatorId: creator.id }).where(eq(users.id, 'author'));
    await call('PUT', '/api/me/notification-settings', 'eve', { email: 'each' });
    // dan picks the digest in its test; flo keeps the default: no mail.
  });
  afterAll(() => t.close());

  it('each event: one mail per notification, creator text escaped in the HTML part', async () => {
    await publish('<img src=x onerror=alert(1)> 34 & 11');
    const run = await runMailJobs(ctx);
    expect(run).toMatchObject({ ran: true, sent: 1, failed: 0 });
    const mail = mails.last('alert') as Mail;
    expect(mail.to).toBe('eve@test.local');
    expect(mail.subject).toBe('Film <b>Room</b> & Co published a post');
    expect(mail.html).toContain('Film &lt;b&gt;Room&lt;/b&gt; &amp; Co');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; 34 &amp; 11');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain('<img src=x onerror=alert(1)> 34 & 11'); // plain text part
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(await emailState('eve')).toEqual([{ email_state: 'sent', email_attempts: 0 }]);
    expect(await emailState('flo')).toEqual([{ email_state: 'none', email_attempts: 0 }]);
    // Nothing is sent twice.
    expect(await runMailJobs(ctx)).toMatchObject({ sent: 0 });
  });

  it('a mail is due in the millisecond it was written (the job reads a ms-precision clock)', async () => {
    await publish('due at once');
    const [row] = await sqlRows<{ ms: string }>(
      t.db.db,
      sql`select floor(extract(epoch from email_next_at) * 1000)::bigint::text as ms
          from notifications where user_id = 'eve' order by id desc limit 1`,
    );
    expect(await runMailJobs(ctx, new Date(Number(row?.ms)))).toMatchObject({ sent: 1 });
  });

  it('a broken SMTP server loses nothing: the mail is retried with backoff, then given up', async () => {
    await publish('while SMTP is down');
    let failing = true;
    const sent: Mail[] = [];
    const flaky: MailJobContext = {
      ...ctx,
      mailer: {
        async send(mail) {
          if (failing) throw new Error('ECONNREFUSED 127.0.0.1:25');
          sent.push(mail);
        },
      },
    };
    const now = new Date();
    expect(await runMailJobs(flaky, now)).toMatchObject({ sent: 0, failed: 1 });
    expect((await emailState('eve')).at(-1)).toEqual({ email_state: 'each', email_attempts: 1 });
    // Not due again before its backoff (2 minutes after the first failure).
    expect(await runMailJobs(flaky, new Date(now.getTime() + minutes(1)))).toMatchObject({
      failed: 0,
    });
    failing = false;
    expect(await runMailJobs(flaky, new Date(now.getTime() + minutes(3)))).toMatchObject({
      sent: 1,
    });
    expect(sent[0]?.text).toContain('while SMTP is down');
    expect((await emailState('eve')).at(-1)).toEqual({ email_state: 'sent', email_attempts: 1 });

    // A server that never comes back: given up after MAX_MAIL_ATTEMPTS, still in the inbox.
    await publish('never delivered');
    failing = true;
    let at = now.getTime() + minutes(10);
    for (let i = 0; i < MAX_MAIL_ATTEMPTS + 1; i++) {
      await runMailJobs(flaky, new Date(at));
      at += minutes(60);
    }
    expect((await emailState('eve')).at(-1)).toEqual({
      email_state: 'failed',
      email_attempts: MAX_MAIL_ATTEMPTS,
    });
    const inbox = (await call('GET', '/api/me/notifications', 'eve')).json();
    expect(inbox.data[0].body).toBe('never delivered');
  });

  it('daily digest: one mail with everything waiting, once per day at the digest hour', async () => {
    mails.sent.length = 0;
    await call('PUT', '/api/me/notification-settings', 'dan', { email: 'digest' });
    for (const body of ['first <i>', 'second', 'third']) await publish(body);
    const now = new Date();
    const slot = digestSlot(now);
    // All of dan's waiting rows go out in one digest, newest first.
    const run = await runMailJobs(ctx, now);
    expect(run.digests).toBe(1);
    const digest = mails.last('alert-digest') as Mail;
    expect(digest.to).toBe('dan@test.local');
    expect(digest.subject).toBe('Your Hoopdex day: 3 new alerts');
    expect(digest.text.indexOf('third')).toBeLessThan(digest.text.indexOf('first <i>'));
    expect(digest.html).toContain('first &lt;i&gt;');
    expect(digest.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // A new event the same day waits for tomorrow's slot.
    await publish('tomorrow');
    const later = new Date(Date.now() + 1000);
    expect(digestSlot(later)).toEqual(slot); // still the same digest day
    expect((await runMailJobs(ctx, later)).digests).toBe(0);
    const tomorrow = new Date(slot.getTime() + minutes(24 * 60 + 1));
    expect((await runMailJobs(ctx, tomorrow)).digests).toBe(1);
    expect(mails.last('alert-digest')?.subject).toBe('Your Hoopdex day: 1 new alert');
  });

  it('the jobs run once across instances: a held advisory lock makes another run skip', async () => {
    if (t.db.kind === 'pglite') return; // one connection: no second session to hold the lock
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(727411)`);
      expect((await runMailJobs(ctx)).ran).toBe(false);
    });
    expect((await runMailJobs(ctx)).ran).toBe(true);
  });

  it('one-click unsubscribe works signed out and changes only the token user', async () => {
    const eveToken = await signUnsubscribeToken(t.db.db, 'eve');
    const url = `/api/notifications/unsubscribe?token=${eveToken}`;
    // GET only shows a button: a link scanner must not unsubscribe anyone.
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post">');
    expect((await call('GET', '/api/me/notification-settings', 'eve')).json().data.email).toBe(
      'each',
    );
    // The RFC 8058 one-click POST, as a mail client sends it.
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    expect((await call('GET', '/api/me/notification-settings', 'eve')).json().data.email).toBe(
      'off',
    );
    expect((await call('GET', '/api/me/notification-settings', 'dan')).json().data.email).toBe(
      'digest',
    );
  });

  it('a forged, altered or foreign token is a 400 and changes nothing', async () => {
    const danToken = await signUnsubscribeToken(t.db.db, 'dan');
    const [h, p, s] = danToken.split('.');
    const otherSub = Buffer.from(
      JSON.stringify({ sub: 'flo', aud: 'hoopdex-unsubscribe' }),
    ).toString('base64url');
    const idToken = tok.dan!; // a sign-in token is not an unsubscribe token
    for (const bad of [`${h}.${otherSub}.${s}`, `${h}.${p}.${s}x`, 'nope', idToken]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/me/notification-settings', 'dan')).json().data.email).toBe(
      'digest',
    );
  });
});
