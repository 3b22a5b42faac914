import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, shows, users } from '../../db/schema/index';
import { forbidden } from '../../lib/http';

/**
 * The creator profile a user publishes as: the one linked to the account (creator, show or the
 * admin), else the creator profile of the player the account is linked to. Null: may not publish.
 */
export async function publisherOf(db: Database, userId: string) {
  const [user] = await db
    .select({ creatorId: users.creatorId, playerId: users.playerId, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || (user.creatorId == null && user.playerId == null)) return null;
  return publisherWhere(
    db,
    user.creatorId != null ? eq(creators.id, user.creatorId) : eq(creators.playerId, user.playerId!),
  );
}

/** The first creator profile matching `where`, with the show it runs (if any). */
export async function publisherWhere(db: Database, where: SQL) {
  const [creator] = await db
    .select({
      id: creators.id,
      type: creators.type,
      displayname: creators.displayname,
      profileKey: creators.profileKey,
      image: creators.image,
    })
    .from(creators)
    .where(where)
    .orderBy(creators.id)
    .limit(1);
  if (!creator) return null;
  const [show] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(eq(shows.creatorId, creator.id))
    .orderBy(shows.id)
    .limit(1);
  return { ...creator, showId: show?.id ?? null };
}

export type Publisher = NonNullable<Awaited<ReturnType<typeof publisherOf>>>;

export const NOT_A_PUBLISHER =
  'Only creators, shows and players with a linked player profile can publish. ' +
  'Ask for a creator account, or link your player profile, under Manage Account.';

/** The caller's publisher profile, read now (a role lost mid-upload is a 403 at once). */
export async function requirePublisher(db: Database, userId: string): Promise<Publisher> {
  const publisher = await publisherOf(db, userId);
  if (!publisher) throw forbidden(NOT_A_PUBLISHER);
  return publisher;
}
