import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Generated pictures where none is stored (decision 0032): an imported league, its teams and
// players come without logos. The URLs name the drawn images (`/media/logos/…`, immutable), so
// the fallback costs one cached SVG and no storage; a stored logo always wins.

/** A name as a media key in SQL: lower-case, every run of other characters one `-`. */
const keySql = (v: AnyPgColumn | SQL) =>
  sql`trim(both '-' from regexp_replace(lower(${v}), '[^a-z0-9]+', '-', 'g'))`;

/** The team's logo, else its drawn crest (`/media/logos/{league}-{team}.svg`); null without a team. */
export function teamLogoSql(logo: AnyPgColumn, leagueName: AnyPgColumn, teamName: AnyPgColumn) {
  // Keys stop at 120 characters (the route's limit).
  return sql<string | null>`coalesce(${logo}, case when ${teamName} is not null then
    '/media/logos/' || left(${keySql(leagueName)} || '-' || ${keySql(teamName)}, 120) || '.svg' end)`;
}

/** The league's logo, else its drawn mark (the code on a ring). */
export function leagueLogoSql(logo: AnyPgColumn, leagueName: AnyPgColumn) {
  return sql<string>`coalesce(${logo}, '/media/logos/' || left(${keySql(leagueName)}, 120) || '.svg')`;
}
