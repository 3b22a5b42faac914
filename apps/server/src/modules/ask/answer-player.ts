import type {
  AskAnswer,
  AskReading,
  AskRow,
  GameLogRow,
  PlayerStatsRow,
  StatField,
} from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { exactValue, playerGames, playerStats } from '../stats/index';
import { fieldOf, fullName, intervalPhrase, listing, statNoun, valuePhrase } from './answer-text';
import type { ParsedQuestion } from './parse-question';
import type { NamedPlayer } from './resolve-players';
import type { AskStat } from './vocabulary';

type Answer = Pick<AskAnswer, 'answer' | 'reading' | 'rows'> & { total: number };
type LeagueOf = (leagueId: number) => Promise<{ id: number; name: string }>;

/** What a player's line shows when no stat was asked. */
const defaultStats: AskStat[] = ['pts', 'reb', 'ast'];
/** Box scores a best-game question looks through: a whole season of any league. */
const SEASON_GAMES = 100;

const cell = (row: object, field: string) =>
  ((row as Record<string, number | null>)[field] ?? null) as number | null;

function readingFor(
  p: ParsedQuestion,
  league: { id: number; name: string },
  view: AskReading['view'],
  players: NamedPlayer[],
  fields: StatField[],
): AskReading {
  return {
    intent: p.intent,
    view,
    league: league.name,
    organization_id: league.id,
    interval_code: p.interval,
    season: null,
    as_of: null,
    last_games: p.lastGames,
    position: null,
    school_year: null,
    statistic: null,
    sort: { field: fields[0] as StatField, direction: 'desc' },
    filter: {},
    mode: p.mode,
    limit: players.length,
    players: players.map(({ slug, firstname, lastname }) => ({ slug, firstname, lastname })),
    fields,
  };
}

function intervalRow(r: PlayerStatsRow, fields: StatField[], rank: number | null = null): AskRow {
  return {
    rank,
    slug: r.slug,
    firstname: r.firstname,
    lastname: r.lastname,
    team_name: r.team_name,
    game: null,
    games_played: r.games_played,
    values: Object.fromEntries(fields.map((f) => [f, cell(r, f)])),
  };
}

/** A box score's figure for a stat field (percentages of one game; Game Score as performance). */
function gameValue(g: GameLogRow, field: StatField): number | null {
  if (field === 'performance') return g.game_score;
  if (field === 'games_played') return 1;
  const pct = (made: number, att: number) =>
    att > 0 ? Math.round((1000 * made) / att) / 10 : null;
  if (field.startsWith('fg_percent')) return pct(g.fgm, g.fga);
  if (field.startsWith('ft_percent')) return pct(g.ftm, g.fta);
  if (field.startsWith('three_point_percent')) return pct(g.three_pm, g.three_pa);
  const key = field.replace(/_(average|total)$/, '') as keyof GameLogRow;
  return typeof g[key] === 'number' ? (g[key] as number) : null;
}

/**
 * A box score's figure as games are ranked: unrounded (DESIGN convention 19), so a 30.04 Game
 * Score is ahead of a 29.96 one though both show 30.0.
 */
function exactGameValue(g: GameLogRow, field: StatField): number | null {
  const exact = (g as GameLogRow & { game_score_exact?: number }).game_score_exact;
  if (field === 'performance') return exact ?? g.game_score;
  const pct = (made: number, att: number) => (att > 0 ? (100 * made) / att : null);
  if (field.startsWith('fg_percent')) return pct(g.fgm, g.fga);
  if (field.startsWith('ft_percent')) return pct(g.ftm, g.fta);
  if (field.startsWith('three_point_percent')) return pct(g.three_pm, g.three_pa);
  return gameValue(g, field);
}

function gameRow(
  player: NamedPlayer & { team_name: string | null },
  g: GameLogRow,
  fields: StatField[],
  rank: number | null,
): AskRow {
  return {
    rank,
    slug: player.slug,
    firstname: player.firstname,
    lastname: player.lastname,
    team_name: g.team_name ?? player.team_name,
    game: { date: g.game_date, opponent: g.opponent_name },
    games_played: null,
    values: Object.fromEntries(fields.map((f) => [f, gameValue(g, f)])),
  };
}

/** One player's numbers: the interval's line, or the last N games with their average. */
export async function answerPlayer(
  deps: ServiceDeps,
  p: ParsedQuestion,
  player: NamedPlayer,
  leagueOf: LeagueOf,
): Promise<Answer> {
  const stats = p.stats.length ? p.stats : defaultStats;
  const fields = [...new Set(stats.map((s) => fieldOf(s, p.mode)))];
  const { row } = await playerStats(deps, player.slug, p.interval);
  const league = await leagueOf(row.league_id);
  const name = fullName(row);
  if (p.lastGames) {
    const games = await playerGames(deps, player.slug, { limit: p.lastGames, offset: 0 });
    const avgFields = [...new Set(stats.map((s) => fieldOf(s, 'average')))];
    const reading = readingFor({ ...p, mode: 'average' }, league, 'player', [player], avgFields);
    const rows = games.rows.map((g) =>
      gameRow({ ...player, team_name: row.team_name }, g, avgFields, null),
    );
    if (!rows.length)
      return { reading, rows, total: 0, answer: `${name} has not played a game this season.` };
    const parts = stats.map((s, i) =>
      valuePhrase(s, 'average', averageOf(games.rows, avgFields[i] as StatField)),
    );
    const n = rows.length;
    return {
      reading,
      rows,
      total: n,
      answer: `${name} averages ${perGameList(parts)} over the last ${n} game${n === 1 ? '' : 's'}.`,
    };
  }
  const reading = readingFor(p, league, 'player', [player], fields);
  if (!row.games_played) {
    return {
      reading,
      rows: [intervalRow(row, fields)],
      total: 1,
      answer: `${name} has not played ${intervalPhrase(p.interval)}.`,
    };
  }
  const parts = stats.map((s) => valuePhrase(s, p.mode, cell(row, fieldOf(s, p.mode))));
  const verb = p.mode === 'total' ? 'has' : 'averages';
  return {
    reading,
    rows: [intervalRow(row, fields)],
    total: 1,
    answer: `${name} ${verb} ${perGameList(parts)} ${intervalPhrase(p.interval)} (${row.games_played} game${row.games_played === 1 ? '' : 's'}).`,
  };
}

/** "20.1 points, 5.2 rebounds and 3.0 assists per game": one "per game" at the end. */
function perGameList(parts: string[]): string {
  const perGame = parts.filter((x) => x.endsWith(' per game')).length > 1;
  const items = perGame ? parts.map((x) => x.replace(/ per game$/, '')) : parts;
  return `${listing(items)}${perGame ? ' per game' : ''}`;
}

/** Mean of a figure over box scores; percentages are made / attempted over them all. */
function averageOf(games: GameLogRow[], field: StatField): number | null {
  const sum = (k: keyof GameLogRow) => games.reduce((s, g) => s + (g[k] as number), 0);
  const pct = (made: keyof GameLogRow, att: keyof GameLogRow) =>
    sum(att) > 0 ? Math.round((1000 * sum(made)) / sum(att)) / 10 : null;
  if (field.startsWith('fg_percent')) return pct('fgm', 'fga');
  if (field.startsWith('ft_percent')) return pct('ftm', 'fta');
  if (field.startsWith('three_point_percent')) return pct('three_pm', 'three_pa');
  const values = games.map((g) => gameValue(g, field) ?? 0);
  return Math.round((10 * values.reduce((a, b) => a + b, 0)) / games.length) / 10;
}

/** A player's best games of the current season, by the stat asked (default Game Score). */
export async function answerBestGame(
  deps: ServiceDeps,
  p: ParsedQuestion,
  player: NamedPlayer,
  leagueOf: LeagueOf,
): Promise<Answer> {
  const stat = p.stats[0] ?? 'performance';
  const field = fieldOf(stat, 'total');
  const fields = [
    ...new Set<StatField>([field, 'pts_total', 'reb_total', 'ast_total', 'performance']),
  ];
  const { row } = await playerStats(deps, player.slug, 'latest_season');
  const league = await leagueOf(row.league_id);
  const games = await playerGames(deps, player.slug, { limit: SEASON_GAMES, offset: 0 });
  const ranked = [...games.rows].sort(
    (a, b) => (exactGameValue(b, field) ?? -1) - (exactGameValue(a, field) ?? -1),
  );
  const limit = Math.min(p.limit ?? 5, SEASON_GAMES);
  const rows = ranked
    .slice(0, limit)
    .map((g, i) => gameRow({ ...player, team_name: row.team_name }, g, fields, i + 1));
  const reading = readingFor(
    { ...p, interval: 'latest_season', mode: 'total' },
    league,
    'player',
    [player],
    fields,
  );
  const best = ranked[0];
  const name = fullName(row);
  if (!best)
    return { reading, rows, total: 0, answer: `${name} has not played a game this season.` };
  const line =
    stat === 'performance'
      ? `a Game Score of ${best.game_score.toFixed(1)} (${best.pts} points, ${best.reb} rebounds, ${best.ast} assists)`
      : valuePhrase(stat, 'total', gameValue(best, field));
  return {
    reading,
    rows,
    total: games.rows.length,
    answer: `${name}'s best game this season${stat === 'performance' ? '' : ` by ${statNoun(stat, 'total')}`}: ${line} against ${best.opponent_name} on ${best.game_date}.`,
  };
}

/** Two to four players side by side on the stats asked (default: Game Score, then the line). */
export async function answerCompare(
  deps: ServiceDeps,
  p: ParsedQuestion,
  players: NamedPlayer[],
  leagueOf: LeagueOf,
): Promise<Answer> {
  const chosen = players.slice(0, 4);
  const stat = p.stats[0] ?? 'performance';
  const fields = [
    ...new Set<StatField>([
      fieldOf(stat, p.mode),
      ...[...p.stats.slice(1), ...defaultStats].map((s) => fieldOf(s, p.mode)),
      'games_played',
    ]),
  ];
  const lines = [];
  for (const player of chosen) lines.push((await playerStats(deps, player.slug, p.interval)).row);
  const league = await leagueOf((lines[0] as PlayerStatsRow).league_id);
  const reading = readingFor(p, league, 'compare', chosen, fields);
  const field = fields[0] as StatField;
  // Ranked and compared on exact values: two players both shown at 20.4 are not level.
  const exact = (r: PlayerStatsRow) => (exactValue(r, field) ?? null) as number | null;
  const ranked = [...lines].sort((a, b) => (exact(b) ?? -Infinity) - (exact(a) ?? -Infinity));
  const rows = lines.map((r) => intervalRow(r, fields));
  const [first, second] = ranked as [PlayerStatsRow, PlayerStatsRow];
  const a = cell(first, field);
  const level = exact(first) === exact(second);
  const when = intervalPhrase(p.interval);
  const answer =
    a === null
      ? `Neither ${fullName(first)} nor ${fullName(second)} has ${statNoun(stat, p.mode)} ${when}.`
      : level
        ? `${listing(ranked.map(fullName))} are level with ${valuePhrase(stat, p.mode, a)} ${when}.`
        : `${fullName(first)} leads with ${valuePhrase(stat, p.mode, a)} ${when}, to ${fullName(second)}'s ${valuePhrase(stat, p.mode, cell(second, field)).replace(/^(a Game Score of )/, '')}.`;
  return { reading, rows, total: rows.length, answer };
}
