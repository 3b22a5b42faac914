import type { PublishContentBody } from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, creators, shows, users } from '../../db/schema/index';
import { normalizeSearch } from '../../lib/normalize';
import type { Audience } from './fan-out.service';
import { notify } from './fan-out.service';

/**
 * The creator profile a user publishes as: the one linked to the account (creator, show or the
 * admin), else the creator profile of the player the account is linked to. Null: may not publish.
 */
export async function publisherOf(db: Database, userId: string) {
  const [user] = await db
    .select({ creatorId: users.creatorId, playerId: users.playerId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || (user.creatorId == null && user.playerId == null)) return null;
  const [creator] = await db
    .select({
      id: creators.id,
      type: creators.type,
      displayname: creators.displayname,
      profileKey: creators.profileKey,
      image: creators.image,
    })
    .from(creators)
    .where(
      user.creatorId != null
        ? eq(creators.id, user.creatorId)
        : eq(creators.playerId, user.playerId!),
    )
    .orderBy(creators.id)
    .limit(1);
  return creator ?? null;
}

type Publisher = NonNullable<Awaited<ReturnType<typeof publisherOf>>>;

const what = { article: 'an article', video: 'a video', user_post: 'a post' } as const;

/** A one-line excerpt of a post for the notification (the full text is on the page). */
const excerpt = (text: string, max = 140) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/**
 * Stores the item (published now) and notifies the followers of the creator and of the show it
 * runs, in one set-based statement. Texts are stored as written: they are plain text, escaped
 * wherever they are shown (React in the page, escape-html in mails).
 */
export async function publishContent(db: Database, creator: Publisher, input: PublishContentBody) {
  const [show] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(eq(shows.creatorId, creator.id))
    .orderBy(shows.id)
    .limit(1);
  const title = input.content_type === 'user_post' ? null : input.title;
  const [item] = await db
    .insert(contentItems)
    .values({
      contentType: input.content_type,
      creatorId: creator.id,
      creatorType: creator.type,
      showId: show?.id ?? null,
      publishedat: sql`now()`,
      title,
      searchTitle: title ? normalizeSearch(title) : '',
      videoid: input.content_type === 'video' ? input.videoid : null,
      videoSource: input.content_type === 'video' ? 'youtube' : null,
      body: input.body ?? null,
    })
    .returning({ id: contentItems.id });
  const id = item!.id;
  const path =
    input.content_type === 'video'
      ? `/video/${encodeURIComponent(input.videoid)}`
      : input.content_type === 'article'
        ? `/article/${id}`
        : `/creator/${encodeURIComponent(creator.profileKey)}`;
  const audience: Audience = {
    follows: [
      { type: 'creator', id: creator.id },
      ...(show ? [{ type: 'show' as const, id: show.id }] : []),
    ],
  };
  const { eventId, notified } = await notify(
    db,
    {
      kind: 'creator_post',
      sourceId: id,
      title: `${creator.displayname} published ${what[input.content_type]}`,
      body: title ?? excerpt(input.body ?? ''),
      path,
      image: creator.image,
    },
    audience,
  );
  return { id, content_type: input.content_type, path, notified, eventId };
}
