import type { ContentType, SearchGroup, SearchResult } from '@hoopdex/contract';
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { contentItems, creators, players, shows } from '../../db/schema/index';
import { selectContent, selectPlayerSummaries, toContentItem } from '../content/content-row';
import { creatorColumns } from '../content/content-row';

/**
 * Relevance search over the normalized name/title columns (lower-case, accent-free), served by
 * their GIN trigram indexes: `LIKE '%kw%'` (substring) or `kw <% col` (word_similarity above
 * pg_trgm's threshold, 0.6 by default: what makes "lebrom" find "lebron james"). Ranked: names
 * starting with the keyword, then a word starting with it, then the rest, each by similarity.
 * Keywords under 3 characters have no useful trigrams, so they match word prefixes only.
 */
function matcher(col: AnyPgColumn | SQL, kw: string) {
  const esc = kw.replace(/[\\%_]/g, '\\$&');
  const where =
    kw.length < 3
      ? or(sql`${col} like ${`${esc}%`}`, sql`${col} like ${`% ${esc}%`}`)
      : or(sql`${col} like ${`%${esc}%`}`, sql`${kw} <% ${col}`);
  const tier = sql`case when ${col} like ${`${esc}%`} then 0 when ${col} like ${`% ${esc}%`} then 1 else 2 end`;
  return { where: where as SQL, order: [asc(tier), desc(sql`word_similarity(${kw}, ${col})`)] };
}

interface Page {
  limit: number;
  offset: number;
}

async function counted<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [items, [n]] = await Promise.all([rows, total]);
  return { items, total: n?.n ?? 0 };
}

function searchPlayers(db: Database, kw: string, p: Page) {
  const m = matcher(players.searchName, kw);
  return counted(
    selectPlayerSummaries(db)
      .where(m.where)
      .orderBy(...m.order, sql`${players.trendingRank} asc nulls last`, players.id)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(players).where(m.where),
  );
}

/**
 * Content search at a million rows: ranking every match of a common word ("highlights" may match
 * 100,000 titles) costs seconds. So at most CONTENT_CANDIDATES matches are collected first, in no
 * order (the trigram index's bitmap, or a scan that stops at the cap) and ranked among
 * themselves; the count stops at the same cap, so rowCount is at most 1,000. Ordering the
 * candidates newest first was tried: the planner then walks the feed index and, for a word
 * with no matches, reads the whole table (3.5 s at 1M rows).
 */
export const CONTENT_CANDIDATES = 1000;

async function searchContent(db: Database, kw: string, type: ContentType, p: Page) {
  const candidates = db.$with('c').as(
    db
      .select({
        cid: contentItems.id,
        search_title: contentItems.searchTitle,
        at: contentItems.publishedat,
      })
      .from(contentItems)
      .where(and(eq(contentItems.contentType, type), matcher(contentItems.searchTitle, kw).where))
      .orderBy(
        sql`${contentItems.publishedat} desc nulls last`,
        sql`${contentItems.id} desc nulls last`,
      )
      .limit(CONTENT_CANDIDATES),
  );
  const m = matcher(sql`${candidates.search_title}`, kw);
  const ids = await db
    .with(candidates)
    .select({ id: candidates.cid })
    .from(candidates)
    .orderBy(...m.order, desc(candidates.at), desc(candidates.cid))
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.with(candidates).select({ n: count() }).from(candidates);
  const rows = ids.length
    ? await selectContent(db).where(
        inArray(
          contentItems.id,
          ids.map((r) => r.id),
        ),
      )
    : [];
  const byId = new Map(rows.map((r) => [r.id, toContentItem(r)]));
  return { items: ids.flatMap((r) => byId.get(r.id) ?? []), total: total?.n ?? 0 };
}

function searchCreators(db: Database, kw: string, p: Page) {
  const m = matcher(creators.searchName, kw);
  const where = and(ne(creators.type, 'admin'), m.where);
  return counted(
    db
      .select({ ...creatorColumns, fan_count: creators.fanCount })
      .from(creators)
      .where(where)
      .orderBy(...m.order, desc(creators.fanCount), creators.id)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(creators).where(where),
  );
}

// Shows are a short list without a search column: lower(title) on a sequential scan is cheap.
function searchShows(db: Database, kw: string, p: Page) {
  const m = matcher(sql`lower(${shows.title})`, kw);
  return counted(
    db
      .select({
        id: shows.id,
        slug: shows.slug,
        title: shows.title,
        cardimage: shows.cardimage,
        description: shows.description,
        shortdescription: shows.shortdescription,
        longdescription: shows.longdescription,
        creator_id: shows.creatorId,
        fan_count: shows.fanCount,
      })
      .from(shows)
      .where(m.where)
      .orderBy(...m.order, shows.sortOrder, shows.id)
      .limit(p.limit)
      .offset(p.offset),
    db.select({ n: count() }).from(shows).where(m.where),
  );
}

/** Searches each requested group; the keyword must already be normalized. */
export async function searchByKeyword(
  db: Database,
  kw: string,
  groups: SearchGroup[],
  page: Page,
): Promise<{ result: SearchResult; total: number }> {
  const run: Record<SearchGroup, () => Promise<{ items: unknown[]; total: number }>> = {
    players: () => searchPlayers(db, kw, page),
    videos: () => searchContent(db, kw, 'video', page),
    articles: () => searchContent(db, kw, 'article', page),
    creators: () => searchCreators(db, kw, page),
    shows: () => searchShows(db, kw, page),
  };
  const result: SearchResult = { counts: {} };
  let total = 0;
  // One group after another: PGlite runs one query at a time anyway, and a pool stays fair.
  for (const g of groups) {
    const r = await run[g]();
    (result as Record<string, unknown>)[g] = r.items;
    result.counts[g] = r.total;
    total += r.total;
  }
  return { result, total };
}
