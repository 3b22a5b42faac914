import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import type { Mailer } from '../auth/index';
import { alertMail, digestMail, type MailItem } from './alert-mails';
import { signUnsubscribeToken } from './unsubscribe-token';

export interface MailJobContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/** Key of the advisory lock: one instance at a time runs the mail jobs (decision 0011). */
const MAIL_JOBS_LOCK_KEY = 727_411;
/** A claimed row is leased this long; a crashed run's rows come back after it. */
const LEASE = "interval '10 minutes'";
/** Rows per run: a backlog drains over a few runs instead of one long one. */
const BATCH = 500;
/** Tries before a mail is given up (the notification itself stays in the inbox). */
export const MAX_MAIL_ATTEMPTS = 5;
/** The daily digest goes out once a day at this hour (UTC). */
export const DIGEST_HOUR_UTC = 7;

/** The latest digest time at or before `now`: today's 07:00 UTC, else yesterday's. */
export function digestSlot(now: Date): Date {
  const slot = new Date(now);
  slot.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 1);
  return slot;
}

interface Claimed extends MailItem {
  id: string | number;
  user_id: string;
  email: string;
  attempts: number;
}

/**
 * Claims due rows inside a transaction holding pg_try_advisory_xact_lock, so only one instance
 * claims at a time; the claim is a lease (email_next_at pushed forward), so the mails are sent
 * after the commit without holding the lock or a connection. Null: another instance runs.
 */
async function claim(db: Database, now: Date) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [lock] = await sqlRows<{ locked: boolean }>(
      t,
      sql`select pg_try_advisory_xact_lock(${MAIL_JOBS_LOCK_KEY}) as locked`,
    );
    if (!lock?.locked) return null;
    const claimRows = (where: ReturnType<typeof sql>) =>
      sqlRows<Claimed>(
        t,
        sql`with due as (
              select n.id from notifications n where ${where}
              order by n.id limit ${BATCH} for update skip locked)
            update notifications n set email_next_at = ${now.toISOString()}::timestamptz + ${sql.raw(LEASE)}
            from due, alert_events e, users u
            where n.id = due.id and e.id = n.event_id and u.id = n.user_id
            returning n.id, n.user_id, u.email, n.email_attempts as attempts,
                      e.title, e.body, e.path`,
      );
    const each = await claimRows(
      sql`n.email_state = 'each' and n.email_next_at <= ${now.toISOString()}::timestamptz`,
    );
    const slot = digestSlot(now).toISOString();
    const digest = await claimRows(
      sql`n.email_state = 'digest' and n.email_next_at <= ${now.toISOString()}::timestamptz
          and exists (select 1 from notification_settings s
                      where s.user_id = n.user_id and s.email = 'digest'
                        and (s.last_digest_at is null or s.last_digest_at < ${slot}::timestamptz))`,
    );
    return { each, digest };
  });
}

async function markSent(db: Database, ids: (string | number)[]) {
  if (!ids.length) return;
  await db.execute(
    sql`update notifications set email_state = 'sent', email_next_at = null
        where id in (${sql.join(
          ids.map((id) => sql`${Number(id)}`),
          sql`, `,
        )})`,
  );
}

/** A failed send: retried with exponential backoff (2, 4, 8, 16 min), then given up. */
async function markFailed(db: Database, ids: (string | number)[], now: Date) {
  if (!ids.length) return;
  await db.execute(
    sql`update notifications
        set email_attempts = email_attempts + 1,
            email_state = case when email_attempts + 1 >= ${MAX_MAIL_ATTEMPTS} then 'failed' else email_state end,
            email_next_at = case when email_attempts + 1 >= ${MAX_MAIL_ATTEMPTS} then null
              else ${now.toISOString()}::timestamptz + make_interval(mins => power(2, email_attempts + 1)::int) end
        where id in (${sql.join(
          ids.map((id) => sql`${Number(id)}`),
          sql`, `,
        )})`,
  );
}

async function linksFor(ctx: MailJobContext, userId: string) {
  const token = await signUnsubscribeToken(ctx.db, userId);
  return {
    publicUrl: ctx.publicUrl,
    unsubscribeUrl: `${ctx.publicUrl}/api/notifications/unsubscribe?token=${token}`,
  };
}

/**
 * One run of the mail jobs: each-event mails and due daily digests. A send that throws (SMTP
 * down) leaves its rows waiting for a retry; nothing is lost. Answers what happened.
 */
export async function runMailJobs(ctx: MailJobContext, now = new Date()) {
  const claimed = await claim(ctx.db, now);
  const result = { ran: claimed !== null, sent: 0, failed: 0, digests: 0 };
  if (!claimed) return result;

  for (const row of claimed.each) {
    try {
      await ctx.mailer.send(alertMail(row.email, row, await linksFor(ctx, row.user_id)));
      await markSent(ctx.db, [row.id]);
      result.sent += 1;
    } catch (err) {
      await markFailed(ctx.db, [row.id], now);
      result.failed += 1;
      ctx.log.warn({ err: (err as Error).message, attempt: row.attempts + 1 }, 'alert mail failed');
    }
  }

  const byUser = new Map<string, Claimed[]>();
  for (const r of claimed.digest) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  for (const [userId, rows] of byUser) {
    const ids = rows.map((r) => r.id);
    const newestFirst = [...rows].sort((a, b) => Number(b.id) - Number(a.id));
    try {
      await ctx.mailer.send(digestMail(rows[0]!.email, newestFirst, await linksFor(ctx, userId)));
      await markSent(ctx.db, ids);
      await ctx.db.execute(
        sql`update notification_settings set last_digest_at = ${now.toISOString()}::timestamptz
            where user_id = ${userId}`,
      );
      result.digests += 1;
    } catch (err) {
      await markFailed(ctx.db, ids, now);
      result.failed += rows.length;
      ctx.log.warn({ err: (err as Error).message }, 'alert digest failed');
    }
  }
  return result;
}

/** Runs the mail jobs every `everyMs` on this instance (the lock keeps it one run at a time). */
export function startMailJobs(ctx: MailJobContext, everyMs = 30_000) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMailJobs(ctx)
      .catch((err: unknown) => ctx.log.warn({ err }, 'alert mail jobs failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
