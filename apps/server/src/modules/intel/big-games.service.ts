import type { BigGame, BigGameReason, BigGamesQuery } from '@hoopdex/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { notFound } from '../../lib/http';
import { sqlRows } from '../../db/sql-rows';
import { resolveLeagueId } from '../organizations/index';

interface BigGameRow extends Omit<BigGame, 'player' | 'headline'> {
  slug: string;
  firstname: string;
  lastname: string;
  imageuri: string | null;
  team_name: string | null;
  position: string | null;
  school_year: string | null;
}

/** "34 PTS, 11 REB, 5 AST" (+ steals / blocks when they reach double figures). */
export function headlineOf(g: Pick<BigGame, 'pts' | 'reb' | 'ast' | 'st' | 'blks'>): string {
  const parts = [`${g.pts} PTS`, `${g.reb} REB`, `${g.ast} AST`];
  if (g.st >= 10) parts.push(`${g.st} STL`);
  if (g.blks >= 10) parts.push(`${g.blks} BLK`);
  return parts.join(', ');
}

/** GET /api/big-games: newest first (game date, then line id), by league, player and date. */
export async function listBigGames(
  deps: ServiceDeps,
  q: BigGamesQuery,
): Promise<{ items: BigGame[]; total: number }> {
  const conds: SQL[] = [];
  if (q.league !== undefined) {
    conds.push(sql`b.league_id = ${await resolveLeagueId(deps, q.league, 'league')}`);
  }
  if (q.player !== undefined) {
    const [p] = await sqlRows<{ id: number }>(
      deps.db.db,
      sql`select id from players where slug = ${q.player}`,
    );
    if (!p) throw notFound('Player not found', 'player');
    conds.push(sql`b.player_id = ${p.id}`);
  }
  if (q.since !== undefined) conds.push(sql`b.game_date >= ${q.since}`);
  const where = conds.length ? sql.join(conds, sql` and `) : sql`true`;
  const [rows, [count]] = await Promise.all([
    sqlRows<BigGameRow>(
      deps.db.db,
      sql`select b.id, b.player_id, b.league_id, b.game_id, b.game_date::text as game_date,
          b.reasons, round(b.game_score::numeric, 1)::float8 as game_score,
          s.pts, s.reb, s.ast, s.st, s.blks,
          case when s.team_id = g.home_team_id then away.name else home.name end as opponent_name,
          p.slug, p.firstname, p.lastname, p.imageuri, pt.name as team_name, p.position,
          p.school_year
        from big_games b
        join player_game_stats s on s.id = b.id
        join games g on g.id = b.game_id
        join teams home on home.id = g.home_team_id
        join teams away on away.id = g.away_team_id
        join players p on p.id = b.player_id
        left join teams pt on pt.id = p.team_id
        where ${where}
        order by b.game_date desc, b.id desc
        limit ${q.limit} offset ${q.offset}`,
    ),
    sqlRows<{ n: number }>(
      deps.db.db,
      sql`select count(*)::int as n from big_games b where ${where}`,
    ),
  ]);
  return { items: rows.map(toBigGame), total: count?.n ?? 0 };
}

function toBigGame(r: BigGameRow): BigGame {
  const { slug, firstname, lastname, imageuri, team_name, position, school_year, ...g } = r;
  return {
    ...g,
    reasons: g.reasons as BigGameReason[],
    headline: headlineOf(g),
    player: { slug, firstname, lastname, imageuri, team_name, position, school_year },
  };
}
