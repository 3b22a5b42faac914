import type { NotificationKind } from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { followersOf } from '../follows/index';
import { boardOwnersWithPlayer } from '../scouting/index';

export interface AlertEventInput {
  kind: NotificationKind;
  /** The id of what happened in its own table: box-score line, content item, riser key. */
  sourceId: number;
  title: string;
  body: string | null;
  path: string;
  image: string | null;
}

/** Who an event reaches: followers of players, creators or shows, or scouting-board owners. */
export type Audience =
  { follows: { type: 'player' | 'creator' | 'show'; id: number }[] } | { boardsWithPlayer: number };

/**
 * Stores the event once (or finds it: the same big game imported twice is one event) and gives
 * its id. The no-op update makes RETURNING answer on a conflict too.
 */
export async function recordEvent(db: Database, e: AlertEventInput): Promise<number> {
  const [row] = await sqlRows<{ id: string | number }>(
    db,
    sql`insert into alert_events (kind, source_id, title, body, path, image)
        values (${e.kind}, ${e.sourceId}, ${e.title}, ${e.body}, ${e.path}, ${e.image})
        on conflict (kind, source_id) do update set kind = excluded.kind
        returning id`,
  );
  return Number(row!.id);
}

function audienceUsers(audience: Audience): SQL {
  if ('boardsWithPlayer' in audience) return boardOwnersWithPlayer(audience.boardsWithPlayer);
  return followersOf(audience.follows);
}

/**
 * A new notification's e-mail state and first due time, from the user's setting joined as `s`
 * (notification_settings): 'none' without mail, else the mode, due at once. The due time is cut
 * to milliseconds because the mail jobs compare it with a JavaScript Date (ms precision): a row
 * written in the same millisecond as the job's clock reading, stored with its microseconds, was
 * not yet due (a CI flake on PostgreSQL, where the write and the job can be that close).
 */
export const emailColumns = sql`coalesce(nullif(s.email, 'off'), 'none'),
  case when s.email in ('each', 'digest') then date_trunc('milliseconds', now()) end`;

/**
 * One INSERT … SELECT writes every notification of the event: set-based, so 50,000 followers
 * are one statement, not 50,000 round trips. Each row's e-mail state comes from the user's
 * setting in the same statement. ON CONFLICT DO NOTHING keeps "an event notifies a user once"
 * (a re-import, a retried request, two instances). Answers how many rows were new.
 */
export async function fanOut(db: Database, eventId: number, audience: Audience): Promise<number> {
  const [row] = await sqlRows<{ n: number | string }>(
    db,
    sql`with audience as (${audienceUsers(audience)}),
        inserted as (
          insert into notifications (user_id, event_id, email_state, email_next_at)
          select a.user_id, ${eventId}, ${emailColumns}
          from (select distinct user_id from audience) a
          left join notification_settings s on s.user_id = a.user_id
          on conflict (user_id, event_id) do nothing
          returning 1
        )
        select count(*)::int as n from inserted`,
  );
  return Number(row?.n ?? 0);
}

/** recordEvent then fanOut, the common path. */
export async function notify(db: Database, e: AlertEventInput, audience: Audience) {
  const eventId = await recordEvent(db, e);
  const notified = await fanOut(db, eventId, audience);
  return { eventId, notified };
}
