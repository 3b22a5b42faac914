import type { ContentItem, VideoWithPlayers } from '@hoopdex/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/db-rows';
import { contentItems, contentPlayers, players, users, videoViews } from '../../db/schema/index';
import {
  selectContent,
  selectPlayerSummaries,
  taggedPlayers,
  toContentItem,
} from '../content/index';

/** A video by numeric id or by its player video id (/video/{videoid} links use the latter). */
/** Cache key of one video's public answer (asked by id or video id): a like drops the id's. */

export async function findVideo(db: Database, key: string): Promise<ContentItem | null> {
  const byVideoId = eq(contentItems.videoid, key);
  const match =
    /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647
      ? or(eq(contentItems.id, Number(key)), byVideoId)
      : byVideoId;
  const [row] = await selectContent(db)
    .where(and(eq(contentItems.contentType, 'video'), match))
    .orderBy(contentItems.id)
    .limit(1);
  return row ? toContentItem(row) : null;
}

/** Each video with the players tagged in it (one extra query for the whole page). */
export async function withPlayers(db: Database, items: ContentItem[]): Promise<VideoWithPlayers[]> {
  const tagged = await taggedPlayers(
    db,
    items.map((i) => i.id),
  );
  return items.map((i) => ({ ...i, players: tagged.get(i.id) ?? [] }));
}

/** Players tagged in a video (by id or video id); null when the video does not exist. */
export async function playersOfVideo(db: Database, key: string) {
  const video = await findVideo(db, key);
  if (!video) return null;
  return selectPlayerSummaries(db)
    .innerJoin(contentPlayers, eq(contentPlayers.playerId, players.id))
    .where(eq(contentPlayers.contentId, video.id))
    .orderBy(players.lastname, players.firstname, players.id);
}

/**
 * Records one view: bumps view_count and logs the view in a single statement, so it is atomic
 * and costs one round trip. The user is linked only when they exist (a token's user may be gone).
 * Null when the content does not exist.
 */
export async function recordView(db: Database, contentId: number, userId: string | undefined) {
  const user = userId
    ? sql`(select ${users.id} from ${users} where ${users.id} = ${userId})`
    : sql`null`;
  const result = await db.execute(sql`
    with bumped as (
      update ${contentItems} set view_count = view_count + 1
      where ${contentItems.id} = ${contentId}
      returning id, view_count
    ), logged as (
      insert into ${videoViews} (content_id, user_id) select id, ${user} from bumped
    )
    select view_count from bumped`);
  const row = rowsOf<{ view_count: number }>(result)[0];
  return row ? Number(row.view_count) : null;
}
