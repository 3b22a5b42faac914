import type { Comment } from '@hoopdex/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comments, contentItems, users } from '../../db/schema/index';

// Bodies are stored as plain text (the web escapes on display); only control characters other
// than tab and newlines are dropped, so nothing invisible or terminal-affecting is kept.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
export const cleanBody = (body: string) => body.replace(CONTROL, '').trim();

const contentExists = async (db: Database, id: number) =>
  (
    await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(eq(contentItems.id, id))
      .limit(1)
  ).length > 0;

/** Comments of a content item, newest first; null when the content does not exist. */
export async function listComments(db: Database, contentId: number, limit: number, offset: number) {
  if (!(await contentExists(db, contentId))) return null;
  const where = eq(comments.contentId, contentId);
  const rows = await db
    .select({
      id: comments.id,
      content_id: comments.contentId,
      userName: users.name,
      guestName: comments.guestName,
      body: comments.body,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(comments).where(where);
  const items: Comment[] = rows.map((r) => ({
    id: r.id,
    content_id: r.content_id,
    author: r.userName
      ? { name: r.userName, guest: false }
      : { name: r.guestName ?? 'Guest', guest: true },
    body: r.body,
    created_at: r.createdAt.toISOString(),
  }));
  return { items, total: total?.n ?? 0 };
}

/**
 * Adds a comment by a user (their account name) or a guest (the token's name). A user id that is
 * not in the users table is stored as a guest comment under the given name. Null when the
 * content does not exist.
 */
export async function addComment(
  db: Database,
  contentId: number,
  author: { userId?: string | undefined; name: string },
  body: string,
): Promise<Comment | null> {
  if (!(await contentExists(db, contentId))) return null;
  const userId = author.userId
    ? sql`(select ${users.id} from ${users} where ${users.id} = ${author.userId})`
    : sql`null`;
  const [row] = await db
    .insert(comments)
    .values({ contentId, userId, guestName: author.name, body })
    .returning({ id: comments.id, createdAt: comments.createdAt, userId: comments.userId });
  const [user] = row?.userId
    ? await db.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
    : [];
  return {
    id: row!.id,
    content_id: contentId,
    author: user ? { name: user.name, guest: false } : { name: author.name, guest: true },
    body,
    created_at: row!.createdAt.toISOString(),
  };
}

export async function userName(db: Database, userId: string) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}
