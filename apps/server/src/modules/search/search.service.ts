import type { ContentType, SearchGroup, SearchResult } from '@hoopdex/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentItems, creators, players, shows, teams } from '../../db/schema/index';
import type { Cache } from '../../lib/cache';
import { selectContent, selectPlayerSummaries, toContentItem } from '../content/index';
import { creatorColumns } from '../creators/index';
import { showColumns } from '../shows/index';
import { inOrder, rankedMatches, type SearchSource } from './search-ranking';
import { searchKeys } from './search-cache';

export interface Page {
  limit: number;
  offset: number;
}

/** How long a keyword's ranked ids are reused (the route's public TTL). */
export const RANKING_TTL = 60;

const sources = {
  players: {
    table: players,
    id: players.id,
    text: players.searchName,
    key: players.trendingRank,
    tieBreak: sql`k asc nulls last, id`,
    first: sql`${players.trendingRank} is not null`,
    oneEdit: true,
    // "baylor", "kentucky": the players of a team (its name, typos allowed: teams are a short
    // list) or from a school (players_school_trgm_idx serves the LIKE).
    related: (kw, contains) => sql`(${players.teamId} in (
        select tm.id from ${teams} tm where lower(tm.name) like ${contains} or ${kw} <% lower(tm.name))
      or lower(${players.school}) like ${contains})`,
  },
  videos: contentSource('video'),
  articles: contentSource('article'),
  creators: {
    table: creators,
    id: creators.id,
    text: creators.searchName,
    where: sql`${creators.type} <> 'admin'`,
    key: creators.fanCount,
    tieBreak: sql`k desc, id`,
  },
  // Shows are a short list without a search column: lower(title) on a sequential scan is cheap.
  shows: {
    table: shows,
    id: shows.id,
    text: sql`lower(${shows.title})`,
    key: shows.sortOrder,
    tieBreak: sql`k, id`,
  },
} satisfies Record<SearchGroup, SearchSource>;

function contentSource(type: ContentType): SearchSource {
  return {
    table: contentItems,
    id: contentItems.id,
    text: contentItems.searchTitle,
    // Written as the partial search indexes' predicate (see schema/content.ts), with a literal.
    where: sql`(${contentItems.contentType} = ${sql.raw(`'${type}'`)}) is true`,
    key: contentItems.publishedat,
    tieBreak: sql`k desc, id desc`,
  };
}

/** Rows of one page of ids, in their order. */
const loaders: Record<SearchGroup, (db: Database, ids: number[]) => Promise<unknown[]>> = {
  players: async (db, ids) =>
    inOrder(ids, await selectPlayerSummaries(db).where(inArray(players.id, ids))),
  videos: loadContent,
  articles: loadContent,
  creators: async (db, ids) =>
    inOrder(
      ids,
      await db
        .select({ ...creatorColumns, fan_count: creators.fanCount })
        .from(creators)
        .where(inArray(creators.id, ids)),
    ),
  shows: async (db, ids) =>
    inOrder(ids, await db.select(showColumns).from(shows).where(inArray(shows.id, ids))),
};

async function loadContent(db: Database, ids: number[]) {
  return inOrder(ids, await selectContent(db).where(inArray(contentItems.id, ids))).map(
    toContentItem,
  );
}

/**
 * Searches each requested group; the keyword must already be normalized. A group's ranked ids
 * are computed once per keyword and TTL and shared by every page, limit and group mix that asks
 * (results page, header suggestions, view-all pages): pages of one keyword come from one ranking,
 * so they neither repeat nor skip rows, and only the page's rows are loaded.
 */
export async function searchByKeyword(
  db: Database,
  cache: Cache,
  kw: string,
  groups: SearchGroup[],
  page: Page,
): Promise<{ result: SearchResult; total: number }> {
  const result: SearchResult = { counts: {} };
  let total = 0;
  // One group after another: PGlite runs one query at a time anyway, and a pool stays fair.
  for (const g of groups) {
    const ranked = await cache.wrap(searchKeys.ranked(g, kw), RANKING_TTL, () =>
      rankedMatches(db, sources[g], kw),
    );
    const ids = ranked.slice(page.offset, page.offset + page.limit);
    (result as Record<string, unknown>)[g] = ids.length ? await loaders[g](db, ids) : [];
    result.counts[g] = ranked.length;
    total += ranked.length;
  }
  return { result, total };
}
