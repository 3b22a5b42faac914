import type { BoxScoreImportResult } from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { games, playerGameStats } from '../../db/schema/index';
import { findGames } from '../import-lookup/index';
import type { ResolvedLine } from './resolve-box-scores';

/** Box-score rows per INSERT (one array per column: any number fits in its parameters). */
const LINE_CHUNK = 1_000;
const GAME_CHUNK = 2_000;

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/**
 * Writes resolved lines, inside the caller's transaction: finds or creates each game (same
 * league, date, home and away team; a changed score is corrected), then upserts the box scores
 * on (player_id, game_id), so importing a file twice leaves the same rows. A few statements per
 * thousand lines, never one per row.
 */
export async function writeBoxScores(
  tx: Database,
  lines: ResolvedLine[],
  lineChunk = LINE_CHUNK,
): Promise<BoxScoreImportResult> {
  const wanted = new Map<string, ResolvedLine>();
  for (const l of lines) if (!wanted.has(l.gameKey)) wanted.set(l.gameKey, l);
  const first = [...wanted.values()];

  const found = await findGames(
    tx,
    first.map((l) => ({ leagueId: l.leagueId, gameDate: l.row.game_date })),
  );
  const gameIds = new Map<string, number>();
  const rescored: { id: number; home: number; away: number }[] = [];
  for (const [key, g] of found) {
    const l = wanted.get(key);
    if (!l) continue;
    gameIds.set(key, g.id);
    if (g.homeScore !== l.row.home_score || g.awayScore !== l.row.away_score)
      rescored.push({ id: g.id, home: l.row.home_score, away: l.row.away_score });
  }

  const missing = first.filter((l) => !gameIds.has(l.gameKey));
  for (const part of chunks(missing, GAME_CHUNK)) {
    const ids = await tx
      .insert(games)
      .values(
        part.map((l) => ({
          leagueId: l.leagueId,
          seasonId: l.seasonId,
          gameDate: l.row.game_date,
          homeTeamId: l.homeTeamId,
          awayTeamId: l.awayTeamId,
          homeScore: l.row.home_score,
          awayScore: l.row.away_score,
        })),
      )
      .returning({ id: games.id });
    part.forEach((l, i) => gameIds.set(l.gameKey, (ids[i] as { id: number }).id));
  }
  for (const part of chunks(rescored, GAME_CHUNK)) {
    const values = sql.join(
      part.map((g) => sql`(${g.id}::int, ${g.home}::int, ${g.away}::int)`),
      sql`, `,
    );
    await tx.execute(sql`update ${games} set home_score = v.h, away_score = v.a
      from (values ${values}) as v(id, h, a) where ${games.id} = v.id`);
  }

  let inserted = 0;
  let updated = 0;
  for (const part of chunks(lines, lineChunk)) {
    const rows = await sqlRows<{ inserted: boolean }>(
      tx,
      upsertLines(part.map((l) => boxScoreValues(l, gameIds.get(l.gameKey) as number))),
    );
    const added = rows.filter((r) => r.inserted).length;
    inserted += added;
    updated += rows.length - added;
  }
  return { games_created: missing.length, lines_inserted: inserted, lines_updated: updated };
}

type LineValues = Required<Omit<typeof playerGameStats.$inferInsert, 'id'>>;

function boxScoreValues(l: ResolvedLine, gameId: number): LineValues {
  const r = l.row;
  return {
    gameId,
    playerId: l.playerId,
    teamId: l.teamId,
    leagueId: l.leagueId,
    seasonId: l.seasonId,
    gameDate: r.game_date,
    minutes: r.minutes,
    pts: r.pts,
    ast: r.ast,
    oreb: r.oreb,
    dreb: r.dreb,
    reb: r.reb,
    st: r.st,
    blks: r.blks,
    turnovers: r.turnovers,
    fouls: r.fouls,
    fgm: r.fgm,
    fga: r.fga,
    ftm: r.ftm,
    fta: r.fta,
    threePm: r.three_pm,
    threePa: r.three_pa,
    starter: r.starter ?? null,
  };
}

/** Every written column with its SQL type, in the order of the unnest arrays. */
const lineColumns: [keyof LineValues, string][] = [
  ['gameId', 'int'],
  ['playerId', 'int'],
  ['teamId', 'int'],
  ['leagueId', 'int'],
  ['seasonId', 'int'],
  ['gameDate', 'date'],
  ...(
    [
      'minutes',
      'pts',
      'ast',
      'oreb',
      'dreb',
      'reb',
      'st',
      'blks',
      'turnovers',
      'fouls',
      'fgm',
      'fga',
      'ftm',
      'fta',
      'threePm',
      'threePa',
    ] as const
  ).map((k): [keyof LineValues, string] => [k, 'smallint']),
  ['starter', 'boolean'],
];

/** On a re-import every figure (and the team) comes from the file. */
const updatedOnConflict = lineColumns
  .map(([k]) => k)
  .filter((k) => !['gameId', 'playerId', 'leagueId', 'seasonId', 'gameDate'].includes(k));

/**
 * One upsert of many lines as one array per column (`insert … select from unnest(…)`): 23
 * parameters whatever the number of rows. The row-per-VALUES form drizzle builds cost the
 * server's thread ~150 ms a second of an import in building (a check per value) and PostgreSQL
 * a statement of 21,000 placeholders to parse (profile in decision 0038). Same rows, same
 * conflict rule: a file imported twice leaves the same lines.
 */
function upsertLines(values: LineValues[]): SQL {
  const column = (k: keyof LineValues) => sql.raw(`"${playerGameStats[k].name}"`);
  const arrays = lineColumns.map(
    ([k, type]) => sql`${sql.param(values.map((v) => v[k]))}::${sql.raw(type)}[]`,
  );
  return sql`insert into ${playerGameStats} (${sql.join(
    lineColumns.map(([k]) => column(k)),
    sql`, `,
  )})
    select * from unnest(${sql.join(arrays, sql`, `)})
    on conflict (player_id, game_id) do update set ${sql.join(
      updatedOnConflict.map((k) =>
        // A file that does not say who started keeps what an earlier file said.
        k === 'starter'
          ? sql`${column(k)} = coalesce(excluded.${column(k)}, ${playerGameStats}.${column(k)})`
          : sql`${column(k)} = excluded.${column(k)}`,
      ),
      sql`, `,
    )}
    -- xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
    returning (xmax = 0) as inserted`;
}
