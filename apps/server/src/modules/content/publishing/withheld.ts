import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';

/**
 * Likes, comments, views, watch progress and playlist places of a public item survive its
 * unpublish or hide (decision 0019): they would go with the public row (foreign keys cascade), so
 * they are kept in `withheld_rows` as JSON first and put back when the row comes back.
 *
 * Each dependent table, and the condition a kept row must still meet to come back (its user or
 * playlist may have been deleted meanwhile). Table names are constants, never input.
 */
const dependents: { table: string; keep: string }[] = [
  { table: 'likes', keep: `exists (select 1 from users u where u.id = (r).user_id)` },
  { table: 'comments', keep: 'true' },
  { table: 'video_views', keep: 'true' },
  { table: 'watch_progress', keep: 'true' },
  {
    table: 'playlist_items',
    keep: `exists (select 1 from playlists p where p.id = (r).playlist_id)`,
  },
];
/** Tables whose `user_id` is set null when the user goes: a kept row comes back anonymous. */
const userSetNull = new Set(['comments', 'video_views']);

/** Copies what hangs on public item `contentId` (and its counts) aside, in `tx`. */
export async function withholdDependents(tx: Database, contentId: number) {
  await tx.execute(sql`delete from withheld_rows where content_id = ${contentId}`);
  for (const source of ['content_items', ...dependents.map((d) => d.table)]) {
    const key = source === 'content_items' ? sql.raw('id') : sql.raw('content_id');
    await tx.execute(
      sql`insert into withheld_rows (content_id, source, row)
        select ${contentId}, ${source}, to_jsonb(t) from ${sql.identifier(source)} t
        where t.${key} = ${contentId}`,
    );
  }
}

/**
 * Puts back what `withholdDependents` kept for `contentId`, once its public row exists again:
 * rows whose user or playlist is gone are dropped (a comment or view of a deleted user comes back
 * anonymous, as it would have stayed), and the row's like and view counts are the kept ones less
 * what could not come back.
 */
export async function restoreDependents(tx: Database, contentId: number) {
  for (const { table, keep } of dependents) {
    const anon = userSetNull.has(table)
      ? sql.raw(`case when w.row->>'user_id' is null or exists (select 1 from users u
          where u.id = w.row->>'user_id') then w.row else w.row || '{"user_id": null}' end`)
      : sql.raw('w.row');
    await tx.execute(
      sql`insert into ${sql.identifier(table)}
        select (r).* from (
          select jsonb_populate_record(null::${sql.identifier(table)}, ${anon}) as r
          from withheld_rows w where w.content_id = ${contentId} and w.source = ${table}
        ) kept
        where ${sql.raw(keep)}
        on conflict do nothing`,
    );
  }
  await tx.execute(
    sql`update content_items c set
        like_count = greatest(0, (w.row->>'like_count')::int - (
          (select count(*) from withheld_rows l where l.content_id = ${contentId} and l.source = 'likes')
          - (select count(*) from likes x where x.content_id = ${contentId}))::int),
        view_count = (w.row->>'view_count')::int
      from withheld_rows w
      where c.id = ${contentId} and w.content_id = ${contentId} and w.source = 'content_items'`,
  );
  await dropWithheld(tx, contentId);
}

/** Forgets what was kept for `contentId` (the item is deleted for good). */
export async function dropWithheld(tx: Database, contentId: number) {
  await tx.execute(sql`delete from withheld_rows where content_id = ${contentId}`);
}
