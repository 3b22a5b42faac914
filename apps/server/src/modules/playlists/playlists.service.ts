import type { Playlist } from '@hoopdex/contract';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, creators, playlistItems, playlists } from '../../db/schema/index';
import { contentColumns, toContentItem } from '../content/index';

const playlistColumns = {
  id: playlists.id,
  title: playlists.title,
  description: playlists.description,
  featured: playlists.featured,
};

/** Attaches each playlist's items in playlist order (one query for all of them). */
async function withItems(db: Database, lists: Omit<Playlist, 'items'>[]): Promise<Playlist[]> {
  if (!lists.length) return [];
  const rows = await db
    .select({ ...contentColumns, playlistId: playlistItems.playlistId })
    .from(playlistItems)
    .innerJoin(contentItems, eq(contentItems.id, playlistItems.contentId))
    .innerJoin(creators, eq(creators.id, contentItems.creatorId))
    .where(
      inArray(
        playlistItems.playlistId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(playlistItems.playlistId), asc(playlistItems.position));
  return lists.map((l) => ({
    ...l,
    items: rows.filter((r) => r.playlistId === l.id).map(toContentItem),
  }));
}

export async function featuredPlaylists(db: Database, limit: number, offset: number) {
  const where = eq(playlists.featured, true);
  const lists = await db
    .select(playlistColumns)
    .from(playlists)
    .where(where)
    .orderBy(desc(playlists.createdAt), desc(playlists.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(playlists).where(where);
  return { items: await withItems(db, lists), total: total?.n ?? 0 };
}

export async function findPlaylist(db: Database, id: number): Promise<Playlist | null> {
  const lists = await db.select(playlistColumns).from(playlists).where(eq(playlists.id, id));
  const [one] = await withItems(db, lists);
  return one ?? null;
}
