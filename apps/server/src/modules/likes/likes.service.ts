import type { LikeStatus } from '@hoopdex/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, likes } from '../../db/schema/index';
import { isForeignKeyViolation } from '../../lib/db-rows';
import { unauthorized } from '../../lib/http';
import { selectContent, toContentItem } from '../content/index';

const likeKey = (userId: string, contentId: number) =>
  and(eq(likes.userId, userId), eq(likes.contentId, contentId));

async function likeCount(db: Database, contentId: number) {
  const [row] = await db
    .select({ n: contentItems.likeCount })
    .from(contentItems)
    .where(eq(contentItems.id, contentId));
  return row?.n;
}

/**
 * Like or unlike, idempotently (as follows): like_count moves in the same transaction only when a
 * row was actually inserted or deleted. Null when the content does not exist.
 */
export async function setLike(
  db: Database,
  userId: string,
  contentId: number,
  liked: boolean,
): Promise<LikeStatus | null> {
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      if ((await likeCount(t, contentId)) === undefined) return null;
      const changed = liked
        ? await tx.insert(likes).values({ userId, contentId }).onConflictDoNothing().returning()
        : await tx.delete(likes).where(likeKey(userId, contentId)).returning();
      if (!changed.length) return { liked, like_count: (await likeCount(t, contentId)) ?? 0 };
      const [row] = await tx
        .update(contentItems)
        .set({ likeCount: sql`greatest(${contentItems.likeCount} + ${liked ? 1 : -1}, 0)` })
        .where(eq(contentItems.id, contentId))
        .returning({ n: contentItems.likeCount });
      return { liked, like_count: row?.n ?? 0 };
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw unauthorized('Unknown user');
    throw err;
  }
}

export async function likeStatus(
  db: Database,
  userId: string,
  contentId: number,
): Promise<LikeStatus | null> {
  const count_ = await likeCount(db, contentId);
  if (count_ === undefined) return null;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(likes)
    .where(likeKey(userId, contentId))
    .limit(1);
  return { liked: Boolean(row), like_count: count_ };
}

/** The content the user liked, most recently liked first. */
export async function listLikes(db: Database, userId: string, limit: number, offset: number) {
  const rows = await selectContent(db)
    .innerJoin(likes, eq(likes.contentId, contentItems.id))
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt), desc(likes.contentId))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(likes).where(eq(likes.userId, userId));
  return { items: rows.map(toContentItem), total: total?.n ?? 0 };
}
