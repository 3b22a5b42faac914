import { paths } from '@hoopdex/contract/spa-paths';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alertEvents } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { playerFollowers } from '../follows/index';
import { headlineOf } from '../intel/index';
import { emailColumns } from './fan-out.service';

/** Big games per statement: a season-opening import can make hundreds at once. */
const CHUNK = 500;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * After a box-score import: the big games it made NEW (detectBigGames' `inserted`, ids = the
 * box-score line ids, stable across re-imports) each become an alert event, and every follower
 * of the player gets one notification. Two statements per chunk, however many games and
 * followers: the events (upsert: a re-run finds them), then one INSERT … SELECT joining follows.
 * Answers the event ids, for the live push.
 */
export async function notifyBigGames(db: Database, bigGameIds: number[]): Promise<number[]> {
  const eventIds: number[] = [];
  for (let i = 0; i < bigGameIds.length; i += CHUNK) {
    const ids = bigGameIds.slice(i, i + CHUNK);
    const games = await sqlRows<{
      id: number;
      game_id: number;
      slug: string;
      name: string;
      imageuri: string | null;
      pts: number;
      reb: number;
      ast: number;
      st: number;
      blks: number;
    }>(
      db,
      sql`select b.id, b.game_id, p.slug, p.firstname || ' ' || p.lastname as name, p.imageuri,
                 s.pts, s.reb, s.ast, s.st, s.blks
          from big_games b
          join players p on p.id = b.player_id
          join player_game_stats s on s.id = b.id
          where b.id in (${idList(ids)})`,
    );
    if (!games.length) continue;
    const events = await db
      .insert(alertEvents)
      .values(
        games.map((g) => ({
          kind: 'big_game' as const,
          sourceId: g.id,
          title: `${g.name} had a big game`,
          body: headlineOf(g),
          path: paths.player(g.slug, 'statistics', g.game_id),
          image: g.imageuri,
        })),
      )
      .onConflictDoUpdate({
        target: [alertEvents.kind, alertEvents.sourceId],
        set: { kind: sql`excluded.kind` },
      })
      .returning({ id: alertEvents.id });
    const chunkEvents = events.map((e) => e.id);
    await db.execute(
      sql`insert into notifications (user_id, event_id, email_state, email_next_at)
          select f.user_id, e.id, ${emailColumns}
          from alert_events e
          join big_games b on b.id = e.source_id
          join (${playerFollowers()}) f on f.player_id = b.player_id
          left join notification_settings s on s.user_id = f.user_id
          where e.id in (${idList(chunkEvents)})
          on conflict (user_id, event_id) do nothing`,
    );
    eventIds.push(...chunkEvents);
  }
  return eventIds;
}
