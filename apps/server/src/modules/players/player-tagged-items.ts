import type { PlayerTimelineEvent } from '@hoopdex/contract';
import { desc, eq } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { contentItems, contentPlayers, creators } from '../../db/schema/index';
import { itemPath } from '../content/index';

/**
 * How many tagged items a timeline shows: the newest. A much-filmed player is tagged in
 * hundreds of videos; the timeline stays a timeline, and the videos list pages the rest.
 */
export const TIMELINE_TAGGED_ITEMS = 20;

const kinds = { video: 'video', article: 'article', user_post: 'post' } as const;
const EXCERPT = 80;

/** A post has no title: the start of its text stands in for one. */
function excerpt(text: string | null): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
}

/**
 * Published items that tag the player, as timeline events that link to where they are read.
 * Only public rows are read: an unpublished, hidden or deleted item has none (decision 0019),
 * so it leaves the timeline with no rule of its own here.
 */
export async function taggedTimelineItems(
  deps: ServiceDeps,
  playerId: number,
): Promise<PlayerTimelineEvent[]> {
  const rows = await deps.db.db
    .select({
      id: contentItems.id,
      contentType: contentItems.contentType,
      publishedat: contentItems.publishedat,
      title: contentItems.title,
      body: contentItems.body,
      videoid: contentItems.videoid,
      creatorName: creators.displayname,
      profileKey: creators.profileKey,
    })
    .from(contentPlayers)
    .innerJoin(contentItems, eq(contentItems.id, contentPlayers.contentId))
    .innerJoin(creators, eq(creators.id, contentItems.creatorId))
    .where(eq(contentPlayers.playerId, playerId))
    .orderBy(desc(contentItems.publishedat), desc(contentItems.id))
    .limit(TIMELINE_TAGGED_ITEMS);
  return rows.map((r) => ({
    id: r.id,
    event_date: r.publishedat.toISOString().slice(0, 10),
    kind: kinds[r.contentType],
    title: r.title || excerpt(r.body),
    description: `By ${r.creatorName}`,
    path: itemPath(
      { contentType: r.contentType, videoid: r.videoid, contentId: r.id },
      r.profileKey,
    ),
  }));
}
