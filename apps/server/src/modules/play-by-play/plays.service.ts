import {
  formatClock,
  type GameBoxLine,
  type GameDetail,
  type PbpEvent,
  type PbpMismatch,
  type Play,
  type PlayerPlay,
  type PlayerPlaysQuery,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { periodRulesOfLeague } from '../leagues/index';
import { intervalWindow, utcToday } from '../stats/index';
import { filmsOf, videoOf, type GameFilm } from './film-clips';

interface GameRow {
  id: number;
  game_date: string;
  league_id: number;
  league_name: string;
  league_display: string;
  season_label: string;
  home_id: number;
  home_name: string;
  home_abbr: string;
  home_score: number;
  away_id: number;
  away_name: string;
  away_abbr: string;
  away_score: number;
}

/** GET /api/games/{gameId}: the game, both box scores, how many plays and the kept mismatches. */
export async function gameDetail(db: Database, gameId: number): Promise<GameDetail | null> {
  const [g] = await sqlRows<GameRow>(
    db,
    sql`select g.id, g.game_date::text as game_date, l.id as league_id, l.name as league_name,
        l.display_name as league_display, s.label as season_label,
        h.id as home_id, h.name as home_name, h.abbreviation as home_abbr, g.home_score,
        a.id as away_id, a.name as away_name, a.abbreviation as away_abbr, g.away_score
      from games g join leagues l on l.id = g.league_id join seasons s on s.id = g.season_id
        join teams h on h.id = g.home_team_id join teams a on a.id = g.away_team_id
      where g.id = ${gameId}`,
  );
  if (!g) return null;
  const lines = await sqlRows<
    Omit<GameBoxLine, 'player'> & { team_id: number | null; slug: string; name: string }
  >(
    db,
    sql`select s.team_id, p.slug, p.firstname || ' ' || p.lastname as name, s.minutes, s.pts,
        s.fgm, s.fga, s.three_pm, s.three_pa, s.ftm, s.fta, s.oreb, s.dreb, s.reb, s.ast, s.st,
        s.blks, s.turnovers, s.fouls
      from player_game_stats s join players p on p.id = s.player_id
      where s.game_id = ${gameId}
      order by s.minutes desc, s.pts desc, p.lastname, p.id`,
  );
  const [count] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from play_by_play_events where game_id = ${gameId}`,
  );
  const mismatches = await sqlRows<{
    slug: string;
    name: string;
    stat: PbpMismatch['stat'];
    box_score: number;
    events: number;
  }>(
    db,
    sql`select p.slug, p.firstname || ' ' || p.lastname as name, m.stat, m.box_score, m.events
      from play_by_play_mismatches m join players p on p.id = m.player_id
      where m.game_id = ${gameId} order by p.lastname, p.slug, m.stat`,
  );
  const side = (teamId: number) =>
    lines
      .filter((l) => l.team_id === teamId)
      .map(({ team_id: _team, slug, name, ...figures }) => ({
        player: { slug, name },
        ...figures,
      }));
  const rules = await periodRulesOfLeague(db, g.league_name);
  return {
    id: g.id,
    game_date: g.game_date,
    league: { id: g.league_id, name: g.league_name, display_name: g.league_display },
    season_label: g.season_label,
    periods: { regulation: rules.regulation, minutes: rules.minutes },
    home: {
      team: { id: g.home_id, name: g.home_name, abbreviation: g.home_abbr },
      score: g.home_score,
      lines: side(g.home_id),
    },
    away: {
      team: { id: g.away_id, name: g.away_name, abbreviation: g.away_abbr },
      score: g.away_score,
      lines: side(g.away_id),
    },
    plays_count: count?.n ?? 0,
    mismatches: mismatches.map(({ slug, name, ...m }) => ({ player: { slug, name }, ...m })),
  };
}

interface PlayRow {
  seq: number;
  period: number;
  clock_tenths: number;
  event: PbpEvent;
  team_id: number;
  team_name: string;
  team_abbr: string;
  slug: string;
  name: string;
  shot_x: number | null;
  shot_y: number | null;
}

const playColumns = sql`e.seq, e.period, e.clock_tenths, e.event, t.id as team_id,
  t.name as team_name, t.abbreviation as team_abbr, p.slug, p.firstname || ' ' || p.lastname as name,
  e.shot_x, e.shot_y`;

function toPlay(r: PlayRow, film: GameFilm | undefined): Play {
  return {
    seq: r.seq,
    period: r.period,
    clock: formatClock(r.clock_tenths),
    event: r.event,
    team: { id: r.team_id, name: r.team_name, abbreviation: r.team_abbr },
    player: { slug: r.slug, name: r.name },
    shot_x: r.shot_x,
    shot_y: r.shot_y,
    // The clip in the game's synced film (decision 0023), computed from its clock map.
    video: videoOf(film, r.period, r.clock_tenths, r.event),
  };
}

/** Every event of a game in order; null when there is no such game. */
export async function gamePlays(db: Database, gameId: number): Promise<Play[] | null> {
  const [game] = await sqlRows<{ id: number }>(db, sql`select id from games where id = ${gameId}`);
  if (!game) return null;
  const rows = await sqlRows<PlayRow>(
    db,
    sql`select ${playColumns}
      from play_by_play_events e join teams t on t.id = e.team_id join players p on p.id = e.player_id
      where e.game_id = ${gameId} order by e.seq`,
  );
  const film = rows.length ? (await filmsOf(db, [gameId])).get(gameId) : undefined;
  return rows.map((r) => toPlay(r, film));
}

/** A player's plays, newest game first and in game order within it; null: no such player. */
export async function playerPlays(
  db: Database,
  slug: string,
  q: PlayerPlaysQuery,
): Promise<{ rows: PlayerPlay[]; total: number } | null> {
  const [player] = await sqlRows<{ id: number; league_id: number }>(
    db,
    sql`select id, league_id from players where slug = ${slug}`,
  );
  if (!player) return null;
  const filters = [sql`e.player_id = ${player.id}`];
  if (q.interval === 'latest_season') {
    // The season the statistics tab's season table counts (stats' own interval rule).
    const { season_id } = await intervalWindow(db, player.league_id, q.interval, utcToday());
    filters.push(sql`e.game_id in (select id from games where season_id = ${season_id ?? -1})`);
  }
  if (q.event)
    filters.push(
      sql`e.event in (${sql.join(
        q.event.map((e) => sql`${e}`),
        sql`, `,
      )})`,
    );
  if (q.game !== undefined) filters.push(sql`e.game_id = ${q.game}`);
  if (q.period !== undefined) filters.push(sql`e.period = ${q.period}`);
  const rows = await sqlRows<
    PlayRow & {
      game_id: number;
      game_date: string;
      opp_id: number;
      opp_name: string;
      opp_abbr: string;
      total: number;
    }
  >(
    db,
    sql`select ${playColumns}, g.id as game_id, g.game_date::text as game_date,
        o.id as opp_id, o.name as opp_name, o.abbreviation as opp_abbr, count(*) over ()::int as total
      from play_by_play_events e join games g on g.id = e.game_id
        join teams t on t.id = e.team_id join players p on p.id = e.player_id
        join teams o on o.id = case when e.team_id = g.home_team_id then g.away_team_id else g.home_team_id end
      where ${sql.join(filters, sql` and `)}
      order by g.game_date desc, g.id desc, e.seq
      limit ${q.limit} offset ${q.offset}`,
  );
  const total = rows[0]?.total ?? (q.offset ? await countPlays(db, filters) : 0);
  const films = await filmsOf(db, [...new Set(rows.map((r) => r.game_id))]);
  return {
    rows: rows.map((r) => ({
      ...toPlay(r, films.get(r.game_id)),
      game_id: r.game_id,
      game_date: r.game_date,
      opponent: { id: r.opp_id, name: r.opp_name, abbreviation: r.opp_abbr },
    })),
    total,
  };
}

/** The total when the page asked for lies past the end (no row carries the window count). */
async function countPlays(db: Database, filters: ReturnType<typeof sql>[]): Promise<number> {
  const [r] = await sqlRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from play_by_play_events e where ${sql.join(filters, sql` and `)}`,
  );
  return r?.n ?? 0;
}
