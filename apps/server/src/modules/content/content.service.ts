import type { ContentItem, ContentType, SortDirection } from '@hoopdex/contract';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, contentPlayers, creators, follows } from '../../db/schema/index';
import type { Cache } from '../../lib/cache';
import { filterParam, sortParam, whereFrom } from '../../lib/list-query';
import { selectContent, toContentItem } from './content-row';
import { contentKeys } from './content-cache';

/** Filterable fields and their types (exported for the property tests' generators). */
export const contentFilterFields = {
  id: 'integer',
  content_type: 'string',
  creator_id: 'integer',
  creator_type: 'string',
  show_id: 'integer',
  featured: 'boolean',
  publishedat: 'date',
  like_count: 'integer',
  view_count: 'integer',
} as const;
export const contentFilter = filterParam(contentFilterFields);
export const contentSortFields = [
  'publishedat',
  'id',
  'like_count',
  'view_count',
  'title',
] as const;
export const contentSort = sortParam([...contentSortFields]);

type FilterField = keyof typeof contentFilterFields;
type SortField = 'publishedat' | 'id' | 'like_count' | 'view_count' | 'title';

// publishedat goes in as SQL (not the column) so an ISO string is bound as-is and the database
// parses it, instead of drizzle's Date mapper.
const filterColumns = {
  id: contentItems.id,
  content_type: sql`${contentItems.contentType}`,
  creator_id: contentItems.creatorId,
  creator_type: sql`${contentItems.creatorType}`,
  show_id: sql`${contentItems.showId}`,
  featured: sql`${contentItems.featured}`,
  publishedat: sql`${contentItems.publishedat}`,
  like_count: contentItems.likeCount,
  view_count: contentItems.viewCount,
};
const sortColumns = {
  publishedat: contentItems.publishedat,
  id: contentItems.id,
  like_count: contentItems.likeCount,
  view_count: contentItems.viewCount,
  title: contentItems.title,
};

/**
 * ORDER BY for content. drizzle-kit writes the feed index as (publishedat DESC NULLS LAST, id DESC
 * NULLS LAST) while a plain DESC means NULLS FIRST, and PostgreSQL then sorts the whole table
 * instead of reading the index (over a second at a million rows). So descending keys say NULLS
 * LAST (the columns are NOT NULL, so results are the same), except id alone, which the primary
 * key (ASC, read backwards) serves as a plain DESC. id ends every order so paging is stable.
 */
function contentOrder(sort: ContentListInput['sort']): SQL[] {
  const chosen = sort && Object.keys(sort).length ? sort : { publishedat: 'desc' as const };
  const keys = Object.entries(chosen) as [SortField, SortDirection][];
  const order = keys.map(([f, dir]) => {
    const col = sortColumns[f];
    if (dir === 'asc') return asc(col);
    return f === 'id' ? desc(col) : sql`${col} desc nulls last`;
  });
  return 'id' in chosen ? order : [...order, sql`${contentItems.id} desc nulls last`];
}

export interface ContentListInput {
  ids?: number[] | undefined;
  contentTypes?: ContentType[] | undefined;
  creatorId?: number | undefined;
  showId?: number | undefined;
  featured?: boolean | undefined;
  /** Players tagged in the content (videos of a player). */
  playerId?: number | undefined;
  /** The home feed's rule: no items of admin creators. */
  excludeAdmin?: boolean | undefined;
  /** Only content of what this user follows (players tagged or publishing, creators, shows). */
  followedBy?: string | undefined;
  filter?: Partial<Record<FilterField, unknown>> | undefined;
  sort?: Partial<Record<SortField, SortDirection>> | undefined;
  limit: number;
  offset: number;
}

export const HOME_FEED_TYPES: ContentType[] = ['article', 'video'];

function followedWhere(userId: string): SQL {
  const followed = (type: 'player' | 'creator' | 'show') =>
    sql`(select ${follows.targetId} from ${follows} where ${follows.userId} = ${userId} and ${follows.followType} = ${type})`;
  return or(
    inArray(contentItems.creatorId, followed('creator')),
    inArray(contentItems.showId, followed('show')),
    inArray(
      contentItems.id,
      sql`(select ${contentPlayers.contentId} from ${contentPlayers} where ${contentPlayers.playerId} in ${followed('player')})`,
    ),
    inArray(
      contentItems.creatorId,
      sql`(select ${creators.id} from ${creators} where ${creators.playerId} in ${followed('player')})`,
    ),
  ) as SQL;
}

function whereOf(input: ContentListInput): SQL | undefined {
  return and(
    input.ids ? inArray(contentItems.id, input.ids) : undefined,
    input.contentTypes ? inArray(contentItems.contentType, input.contentTypes) : undefined,
    input.creatorId !== undefined ? eq(contentItems.creatorId, input.creatorId) : undefined,
    input.showId !== undefined ? eq(contentItems.showId, input.showId) : undefined,
    input.featured !== undefined ? eq(contentItems.featured, input.featured) : undefined,
    input.playerId !== undefined
      ? inArray(
          contentItems.id,
          sql`(select ${contentPlayers.contentId} from ${contentPlayers} where ${contentPlayers.playerId} = ${input.playerId})`,
        )
      : undefined,
    input.excludeAdmin ? ne(contentItems.creatorType, 'admin') : undefined,
    input.followedBy ? followedWhere(input.followedBy) : undefined,
    whereFrom(input.filter, filterColumns),
  );
}

/** Cache key of one item's public answers; without a type, the prefix of all of them. */
/** One page of content and the total match count. The count (slow at a million rows) is cached
 * per filter, so every page of one list shares it; personal lists are not cached. */
export async function listContent(
  db: Database,
  cache: Cache,
  input: ContentListInput,
): Promise<{ items: ContentItem[]; total: number }> {
  const where = whereOf(input);
  const rows = await selectContent(db)
    .where(where)
    .orderBy(...contentOrder(input.sort))
    .limit(input.limit)
    .offset(input.offset);
  const countRows = async () => {
    const [row] = await db.select({ n: count() }).from(contentItems).where(where);
    return row?.n ?? 0;
  };
  const { sort: _s, limit: _l, offset: _o, ...filterKey } = input;
  const total = input.followedBy
    ? await countRows()
    : await cache.wrap(contentKeys.count(filterKey), 120, countRows);
  return { items: rows.map(toContentItem), total };
}

/** One content item, optionally of one type; null when missing. */
export async function getContent(db: Database, id: number, type?: ContentType) {
  const [row] = await selectContent(db)
    .where(and(eq(contentItems.id, id), type ? eq(contentItems.contentType, type) : undefined))
    .limit(1);
  return row ? toContentItem(row) : null;
}

/** Whether the user follows anything (the personal feed falls back to everything otherwise). */
export async function followsAnything(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(eq(follows.userId, userId))
    .limit(1);
  return Boolean(row);
}
