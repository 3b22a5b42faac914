import type { FollowListItem, FollowStatus, FollowType } from '@hoopdex/contract';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, follows, players, shows } from '../../db/schema/index';
import { unauthorized } from '../../lib/http';
import { isForeignKeyViolation, rowsOf } from '../../lib/db-rows';

const fanTables = { player: players, creator: creators, show: shows } as const;

/** The followed row's id and fan count by the slug the client sends; null when unknown. */
async function findTarget(db: Database, type: FollowType, slug: string) {
  if (type === 'player') {
    const [row] = await db
      .select({ id: players.id, fans: players.fanCount })
      .from(players)
      .where(eq(players.slug, slug));
    return row ?? null;
  }
  if (type === 'creator') {
    const [row] = await db
      .select({ id: creators.id, fans: creators.fanCount })
      .from(creators)
      .where(eq(creators.profileKey, slug));
    return row ?? null;
  }
  // A show is linked as /show/{id} (its creator's profile_key) or known by its slug.
  const byId = /^\d{1,9}$/.test(slug) ? eq(shows.id, Number(slug)) : undefined;
  const [row] = await db
    .select({ id: shows.id, fans: shows.fanCount })
    .from(shows)
    .where(or(eq(shows.slug, slug), byId))
    .orderBy(shows.id)
    .limit(1);
  return row ?? null;
}

async function fanCount(db: Database, type: FollowType, id: number): Promise<number> {
  const t = fanTables[type];
  const rows = rowsOf<{ fan_count: number }>(
    await db.execute(sql`select fan_count from ${t} where id = ${id}`),
  );
  return Number(rows[0]?.fan_count ?? 0);
}

async function bumpFans(
  db: Database,
  type: FollowType,
  id: number,
  delta: 1 | -1,
): Promise<number> {
  const t = fanTables[type];
  const rows = rowsOf<{ fan_count: number }>(
    await db.execute(
      sql`update ${t} set fan_count = greatest(fan_count + ${delta}, 0) where id = ${id} returning fan_count`,
    ),
  );
  return Number(rows[0]?.fan_count ?? 0);
}

const followKey = (userId: string, type: FollowType, targetId: number) =>
  and(eq(follows.userId, userId), eq(follows.followType, type), eq(follows.targetId, targetId));

/**
 * Follow or unfollow, idempotently: the row is inserted (ON CONFLICT DO NOTHING) or deleted, and
 * the fan count moves in the same transaction only when a row actually changed. So 100 identical
 * concurrent follows give one row and +1. Null when the slug is unknown.
 */
export async function setFollow(
  db: Database,
  userId: string,
  type: FollowType,
  slug: string,
  following: boolean,
): Promise<FollowStatus | null> {
  try {
    return await db.transaction(async (tx) => {
      const target = await findTarget(tx as unknown as Database, type, slug);
      if (!target) return null;
      const t = tx as unknown as Database;
      const changed = following
        ? await tx
            .insert(follows)
            .values({ userId, followType: type, targetId: target.id })
            .onConflictDoNothing()
            .returning()
        : await tx
            .delete(follows)
            .where(followKey(userId, type, target.id))
            .returning();
      const fans = changed.length
        ? await bumpFans(t, type, target.id, following ? 1 : -1)
        : await fanCount(t, type, target.id); // re-read: another request may have just changed it
      return { following, fan_count: fans };
    });
  } catch (err) {
    // A valid token whose user is gone from the users table.
    if (isForeignKeyViolation(err)) throw unauthorized('Unknown user');
    throw err;
  }
}

export async function followStatus(db: Database, userId: string, type: FollowType, slug: string) {
  const target = await findTarget(db, type, slug);
  if (!target) return null;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(followKey(userId, type, target.id))
    .limit(1);
  return { following: Boolean(row), fan_count: target.fans };
}

/** The user's follows, newest first, with each followed entity's card fields. */
export async function listFollows(
  db: Database,
  userId: string,
  limit: number,
  offset: number,
  type?: FollowType,
) {
  const where = and(eq(follows.userId, userId), type ? eq(follows.followType, type) : undefined);
  const is = (t: FollowType) => eq(follows.followType, t);
  const rows = await db
    .select({
      followType: follows.followType,
      id: follows.targetId,
      slug: sql<string>`coalesce(${players.slug}, ${creators.profileKey}, ${shows.id}::text)`,
      name: sql<string>`coalesce(${players.firstname} || ' ' || ${players.lastname}, ${creators.displayname}, ${shows.title})`,
      image: sql<
        string | null
      >`coalesce(${players.imageuri}, ${creators.image}, ${shows.cardimage})`,
      fan_count: sql<number>`coalesce(${players.fanCount}, ${creators.fanCount}, ${shows.fanCount})`,
      followedAt: follows.createdAt,
    })
    .from(follows)
    .leftJoin(players, and(is('player'), eq(players.id, follows.targetId)))
    .leftJoin(creators, and(is('creator'), eq(creators.id, follows.targetId)))
    .leftJoin(shows, and(is('show'), eq(shows.id, follows.targetId)))
    .where(where)
    .orderBy(desc(follows.createdAt), follows.followType, desc(follows.targetId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(follows).where(where);
  const items: FollowListItem[] = rows.map(({ followedAt, ...r }) => ({
    ...r,
    // A followed row deleted since: keep the follow visible rather than fail the list.
    slug: r.slug ?? String(r.id),
    name: r.name ?? '',
    fan_count: Number(r.fan_count ?? 0),
    followed_at: followedAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}
