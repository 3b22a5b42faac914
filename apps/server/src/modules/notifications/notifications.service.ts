import type { EmailMode, MarkReadBody, Notification } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isForeignKeyViolation } from '../../lib/db-rows';
import { unauthorized } from '../../lib/http';
import { sqlRows } from '../../db/sql-rows';

// Every query here is scoped by the caller's user id: another user's notification is simply not
// found (never a 403 that would confirm the id exists).

interface Row {
  id: string | number;
  kind: Notification['kind'];
  title: string;
  body: string | null;
  path: string;
  image: string | null;
  created_at: string;
  read: boolean;
}

/** The user's notifications, newest first (the id order is the creation order). */
export async function listNotifications(
  db: Database,
  userId: string,
  opts: { limit: number; offset: number; unreadOnly: boolean },
) {
  const unread = opts.unreadOnly ? sql`and n.read_at is null` : sql``;
  const rows = await sqlRows<Row>(
    db,
    sql`select n.id, e.kind, e.title, e.body, e.path, e.image,
               to_char(n.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
               n.read_at is not null as read
        from notifications n join alert_events e on e.id = n.event_id
        where n.user_id = ${userId} ${unread}
        order by n.id desc
        limit ${opts.limit} offset ${opts.offset}`,
  );
  const [total] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications n where n.user_id = ${userId} ${unread}`,
  );
  const items: Notification[] = rows.map((r) => ({ ...r, id: Number(r.id) }));
  return { items, total: total?.n ?? 0 };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications where user_id = ${userId} and read_at is null`,
  );
  return row?.n ?? 0;
}

/** Marks the given ids (only the caller's) or all; answers how many changed and what is left. */
export async function markRead(db: Database, userId: string, what: MarkReadBody) {
  const which =
    'ids' in what
      ? sql`and id in (${sql.join(
          what.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const [row] = await sqlRows<{ n: number }>(
    db,
    sql`with marked as (
          update notifications set read_at = now()
          where user_id = ${userId} and read_at is null ${which}
          returning 1)
        select count(*)::int as n from marked`,
  );
  return { marked: row?.n ?? 0, unread: await unreadCount(db, userId) };
}

/** True when the user has a notification with this id (the per-item route's 404). */
export async function ownsNotification(db: Database, userId: string, id: number) {
  const rows = await sqlRows<{ one: number }>(
    db,
    sql`select 1 as one from notifications where id = ${id} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function getEmailMode(db: Database, userId: string): Promise<EmailMode> {
  const [row] = await sqlRows<{ email: EmailMode }>(
    db,
    sql`select email from notification_settings where user_id = ${userId}`,
  );
  return row?.email ?? 'off';
}

/**
 * Sets the mode. Turning mail off also stops what is waiting (a pending mail of a mode the user
 * left would surprise them); switching between each and digest moves the waiting rows along.
 */
export async function setEmailMode(db: Database, userId: string, email: EmailMode) {
  try {
    await writeEmailMode(db, userId, email);
  } catch (err) {
    // A valid token whose user is gone from the users table.
    if (isForeignKeyViolation(err)) throw unauthorized('Unknown user');
    throw err;
  }
  return email;
}

async function writeEmailMode(db: Database, userId: string, email: EmailMode) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(
      sql`insert into notification_settings (user_id, email) values (${userId}, ${email})
          on conflict (user_id) do update set email = excluded.email, updated_at = now()`,
    );
    await t.execute(
      sql`update notifications
          set email_state = ${email === 'off' ? 'none' : email}
          where user_id = ${userId} and email_state in ('each', 'digest')`,
    );
  });
}
