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
  /**
   * One typo (a letter missing, added, wrong, or two swapped) in each word still matches, and
   * such a match ranks with the exact ones of its tier (players: names are short, so pg_trgm
   * puts "coin" at 0.4 from "colin"; not for titles, whose halves match too many rows).
   */
  oneEdit?: boolean;
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

/** The text's words, space-bounded (hyphens split words too): for whole-word patterns. */
const spaced = (col: AnyPgColumn | SQL) => sql`(' ' || translate(${col}, '-', ' ') || ' ')`;

/** A word's letters as LIKE pattern pieces (each escaped). */
const pieces = (w: string) => [...w].map(likeEscape);

/**
 * Whole-word LIKE patterns of every word one edit away from `w` (Damerau: a letter substituted,
 * added or removed, two neighbours swapped), `_` standing for any letter, plus its word start:
 * "coin" gives "% _oin %", "% co_in %", "% cin %", "% ocin %", "% coin%"…
 */
export function oneEditPatterns(w: string): string[] {
  const c = pieces(w);
  const out = new Set<string>([`% ${c.join('')}%`]);
  if (c.length < 3) return [...out];
  const word = (parts: string[]) => out.add(`% ${parts.join('')} %`);
  for (let i = 0; i <= c.length; i++) {
    if (i < c.length) word([...c.slice(0, i), '_', ...c.slice(i + 1)]); // substituted
    word([...c.slice(0, i), '_', ...c.slice(i)]); // a letter missing from the typo
    if (i < c.length) word([...c.slice(0, i), ...c.slice(i + 1)]); // a letter too many
    if (i + 1 < c.length && c[i] !== c[i + 1])
      word([...c.slice(0, i), c[i + 1]!, c[i]!, ...c.slice(i + 2)]); // swapped
  }
  return [...out];
}

/**
 * Rows with a word one edit from `w`, in a form the trigram index serves: one edit leaves the
 * word's first half intact (a word starts with it) or its second half (a word ends with it), or
 * swaps the two letters where the halves meet. The index narrows; `oneEditPatterns` decides.
 */
function oneEditWord(w: string, col: AnyPgColumn | SQL): SQL {
  const c = pieces(w);
  const h = Math.floor(c.length / 2);
  const head = c.slice(0, h).join('');
  const tail = c.slice(h).join('');
  const swapped = [...c.slice(0, h - 1), c[h]!, c[h - 1]!, ...c.slice(h + 1)].join('');
  const narrow = sql`(${col} like ${`${head}%`} or ${col} like ${`% ${head}%`}
    or ${col} like ${`%${tail}`} or ${col} like ${`%${tail} %`}
    or ${col} like ${`${swapped}%`} or ${col} like ${`% ${swapped}%`})`;
  return sql`(${narrow} and ${oneEditCheck(w, col)})`;
}

/** The text has a word one edit from `w` (or starting with `w`): a recheck, no index. */
const oneEditCheck = (w: string, col: AnyPgColumn | SQL) =>
  sql`${spaced(col)} like any (array[${sql.join(
    oneEditPatterns(w).map((p) => sql`${p}`),
    sql`, `,
  )}]::text[])`;

const searchWords = (kw: string) => kw.split(/\s+/).filter((w) => isSearchable(w));

/**
 * A typo-tolerant match: the keyword as a whole is close to a run of the text (`kw <% col`), or
 * each of its words is on its own: close by word_similarity, or a word of the text starts with
 * the word's first 3 letters (pg_trgm puts "rafel" at 0.5 from "rafael", under its 0.6: a typo
 * costs a short word too many trigrams), or (`oneEdit`) a word of the text is one edit away.
 * All words must match, so the pair stays precise; the ranking then orders by word_similarity.
 * Every part is one the trigram index serves.
 */
export function fuzzy(kw: string, col: AnyPgColumn | SQL, oneEdit = false): SQL {
  const words = searchWords(kw);
  const whole = sql`${kw} <% ${col}`;
  if (words.length > 4) return whole;
  if (words.length < 2) {
    // One word: one edit when it has 4 letters or more (3 would be half a letter each side).
    const w = words[0];
    return oneEdit && w && w.length >= 4 ? sql`(${whole} or ${oneEditWord(w, col)})` : whole;
  }
  const wordStart = (w: string) =>
    sql`(${col} like ${`${likeEscape(w)}%`} or ${col} like ${`% ${likeEscape(w)}%`})`;
  const each = words.map((w) =>
    hasTrigram(w) ? sql`(${w} <% ${col} or ${wordStart(w.slice(0, 3))})` : wordStart(w),
  );
  const parts = [whole, sql`(${sql.join(each, sql` and `)})`];
  if (oneEdit) {
    const edits = words.map((w) => (w.length >= 3 ? oneEditWord(w, col) : wordStart(w)));
    parts.push(sql`(${sql.join(edits, sql` and `)})`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * 0 when every word of the keyword is in the text as typed, as a word start or one edit away
 * (or the text contains the keyword), else 1: such rows rank before looser trigram matches
 * ("coper wyton": Cooper Wynton before Cooper Wyatt, whose "wyt" the trigram fallback took).
 */
function oneEditRank(kw: string, col: AnyPgColumn | SQL): SQL | undefined {
  const words = searchWords(kw);
  // None for 5+ words (no one-edit match then): a bare 0 in ORDER BY would be a column number.
  if (!words.length || words.length > 4) return undefined;
  const all = sql.join(
    words.map((w) => oneEditCheck(w, col)),
    sql` and `,
  );
  return sql`case when ${col} like ${`%${likeEscape(kw)}%`} or (${all}) then 0 else 1 end, `;
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
  const typo = fuzzy(kw, col, src.oneEdit);
  const steps: [string, SQL][] = [];
  if (src.first)
    steps.push(['p', sql`${src.first} and ${long ? sql`(${inside} or ${typo})` : starts}`]);
  steps.push(['w', sql`${starts}${others}`]);
  if (long) {
    steps.push(['s', sql`${inside} and not (' ' || ${col}) like ${`% ${esc}%`}${others}`]);
    steps.push(['f', sql`${typo} and not ${inside}${others}`]);
    if (src.related) {
      const named = sql`(${inside} or ${typo})`;
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
        ${(src.oneEdit && oneEditRank(kw, sql`t`)) || sql``}word_similarity(${kw}, t) desc,
        ${src.tieBreak}) as ids`);
  return rowsOf<{ ids: number[] }>(res)[0]?.ids ?? [];
}

/** Rows fetched by id, put back in the ranked order. */
export function inOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
