import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../lib/db-rows';

/**
 * Relevance search over a normalized text column (lower-case, accent-free), bounded so that no
 * keyword costs more than a few thousand row visits whatever the table size
 * (docs/decisions/0003-search.md has the plans and timings).
 *
 * Matches are collected in steps, best kinds first, SEARCH_CANDIDATES in all:
 *   p: the group's few `first` rows (trending players) that match in any way;
 *   w: a word of the text starts with the keyword ("james" in "lebron james");
 *   s: the keyword inside a word ("son" in "mason"), only while w left room;
 *   f: typos, `kw <% col` (word_similarity ≥ pg_trgm's 0.6: "lebrom" finds "lebron"), or, for
 *      several words, every word matching on its own ("rafel marvile" finds "rafael marville":
 *      the whole keyword is too far from any extent of the name), only while w and s left room;
 *   r: the source's `related` rows (players of a team or school named like the keyword).
 * and ranked: text starting with the keyword, then a word starting with it, then the rest, each
 * by word_similarity, then the group's tie-break. Within one step rows come in no set order (a
 * bitmap scan, or a scan that stops at the cap): a keyword with more matches of one kind than
 * the cap is ranked among the cap's worth the scan met first, and its count stops at the cap.
 *
 * Keywords without a run of 3 letters or digits have no trigram inside a word, so they match
 * word starts only (step w, which the index serves by the word-start trigram); keywords without
 * any letter or digit match nothing (no index could narrow them).
 */
export const SEARCH_CANDIDATES = 1000;

export interface SearchSource {
  table: PgTable;
  id: AnyPgColumn;
  /** The normalized text (a column, or an expression for a tiny table). */
  text: AnyPgColumn | SQL;
  /** The group's own filter; literals, so the planner can pick a partial index. */
  where?: SQL;
  /** One more column the tie-break needs, exposed as `k`. */
  key: AnyPgColumn;
  /** Tie-break after relevance, over `k` and `id`. */
  tieBreak: SQL;
  /**
   * A few rows that are always candidates when they match (trending players), taken before the
   * others so that a common keyword cannot crowd them out of the cap. Never null.
   */
  first?: SQL;
  /**
   * Rows found through something else they are known by (a player by their team or school),
   * matched after every match of the text itself; given the normalized keyword and its LIKE
   * pattern for "contains". Only for keywords with a trigram (a letter would match everything).
   */
  related?: (kw: string, contains: string) => SQL;
}

/** A letter or digit: anything else is a separator to pg_trgm. */
export const isSearchable = (kw: string) => /[\p{L}\p{N}]/u.test(kw);
/** Three letters or digits in a row: `LIKE '%kw%'` then has a trigram the index can look up. */
const hasTrigram = (kw: string) => /[\p{L}\p{N}]{3}/u.test(kw);
/** `%`, `_` and `\` typed by a user are literal characters, not patterns. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * A name filter for lists (players `q`): a substring when the index can serve it, else word
 * starts; nothing for a keyword without letters or digits. `kw` must be normalized.
 */
export function nameFilter(col: AnyPgColumn, kw: string): SQL {
  if (!isSearchable(kw)) return sql`false`;
  const esc = likeEscape(kw);
  return hasTrigram(kw)
    ? sql`${col} like ${`%${esc}%`}`
    : sql`(${col} like ${`${esc}%`} or ${col} like ${`% ${esc}%`})`;
}

/**
 * A typo-tolerant match: the keyword as a whole is close to a run of the text (`kw <% col`), or
 * each of its words is on its own: close by word_similarity, or a word of the text starts with
 * the word's first 3 letters (pg_trgm puts "rafel" at 0.5 from "rafael", under its 0.6: a typo
 * costs a short word too many trigrams). All words must match, so the pair stays precise; the
 * ranking then orders by word_similarity. Every part is one the trigram index serves.
 */
function fuzzy(kw: string, col: AnyPgColumn | SQL): SQL {
  const words = kw.split(/\s+/).filter((w) => isSearchable(w));
  const whole = sql`${kw} <% ${col}`;
  if (words.length < 2 || words.length > 4) return whole;
  const wordStart = (w: string) =>
    sql`(${col} like ${`${likeEscape(w)}%`} or ${col} like ${`% ${likeEscape(w)}%`})`;
  const each = words.map((w) =>
    hasTrigram(w) ? sql`(${w} <% ${col} or ${wordStart(w.slice(0, 3))})` : wordStart(w),
  );
  return sql`(${whole} or (${sql.join(each, sql` and `)}))`;
}

/** Ids of the matches of a normalized keyword, best first (at most SEARCH_CANDIDATES). */
export async function rankedMatches(
  db: Database,
  src: SearchSource,
  kw: string,
): Promise<number[]> {
  if (!isSearchable(kw)) return [];
  const esc = likeEscape(kw);
  const col = src.text;
  const cap = sql.raw(String(SEARCH_CANDIDATES));
  // Word starts, in the form the index serves: the keyword's trigrams with the word-start ones
  // ("  k", " kw"), so few rows are rechecked even when the keyword is common inside words.
  const starts = sql`(${col} like ${`${esc}%`} or ${col} like ${`% ${esc}%`})`;
  const inside = sql`${col} like ${`%${esc}%`}`;
  const long = hasTrigram(kw);
  const others = src.first ? sql` and not ${src.first}` : sql``;
  const steps: [string, SQL][] = [];
  if (src.first)
    steps.push(['p', sql`${src.first} and ${long ? sql`(${inside} or ${fuzzy(kw, col)})` : starts}`]);
  steps.push(['w', sql`${starts}${others}`]);
  if (long) {
    steps.push(['s', sql`${inside} and not (' ' || ${col}) like ${`% ${esc}%`}${others}`]);
    steps.push(['f', sql`${fuzzy(kw, col)} and not ${inside}${others}`]);
    if (src.related) {
      const named = sql`(${inside} or ${fuzzy(kw, col)})`;
      // Trending players too: step p took only those matched by name.
      steps.push(['r', sql`${src.related(kw, `%${esc}%`)} and not ${named}`]);
    }
  }
  // Room left by the steps before: a step runs only while there is some (a one-time filter
  // skips its scan). Its own LIMIT stays a constant: given `limit cap - (select ...)` the planner
  // assumes a tenth of the matches will do and may walk the whole table for them.
  const room = (i: number) =>
    sql.join(
      [cap, ...steps.slice(0, i).map(([name]) => sql`(select count(*) from ${sql.raw(name)})`)],
      sql` - `,
    );
  const ctes = steps.map(
    ([name, match], i) => sql`${sql.raw(name)} as materialized (
      select ${src.id} as id, ${col} as t, ${src.key} as k from ${src.table}
      where ${src.where ?? sql`true`} and ${match} and ${room(i)} > 0 limit ${cap})`,
  );
  const c = sql.join(
    steps.map(([name], i) => sql`(select * from ${sql.raw(name)} limit greatest(0, ${room(i)}))`),
    sql` union all `,
  );
  const res = await db.execute(sql`with ${sql.join(ctes, sql`, `)}, c as (${c})
    select array(select id from c
      order by case when t like ${`${esc}%`} then 0 when t like ${`% ${esc}%`} then 1 else 2 end,
        word_similarity(${kw}, t) desc, ${src.tieBreak}) as ids`);
  return rowsOf<{ ids: number[] }>(res)[0]?.ids ?? [];
}

/** Rows fetched by id, put back in the ranked order. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
