import type { games } from '../schema/index';
import { addMadeTwo, generateBoxScore, type BoxScoreRow, type BoxStats } from './box-score';
import { addDays, isoDate } from './dates';
import type { LeagueSpec } from './leagues-gen';
import type { Rng } from './random';
import type { SkillProfile } from './skill';

export type GameRow = typeof games.$inferInsert;

export interface RosterEntry {
  playerId: number;
  profile: SkillProfile;
}

export interface ScheduleInput {
  spec: LeagueSpec;
  leagueId: number;
  seasonId: number;
  firstDay: number;
  lastDay: number;
  teams: { id: number; roster: RosterEntry[] }[];
  /** Next game id: games carry explicit ids so box scores can point at them before insert. */
  nextGameId: () => number;
  /** Players who play the days from `from` on hot (the demo's weekly risers). */
  hot?: HotWeek | undefined;
}

export interface HotWeek {
  from: number;
  players: Set<number>;
}

/**
 * A hot week: every game played, more minutes, more shots, free throws, assists and
 * rebounds, and a better touch. Enough for a clear rise in Game Score over the player's season.
 */
export function heatUp(p: SkillProfile): SkillProfile {
  return {
    ...p,
    playRate: 1,
    minutes: Math.min(40, p.minutes + 6),
    fga36: p.fga36 * 1.4,
    fta36: p.fta36 * 1.5,
    ast36: p.ast36 * 1.3,
    dreb36: p.dreb36 * 1.25,
    twoPct: Math.min(0.68, p.twoPct + 0.06),
    threePct: Math.min(0.5, p.threePct + 0.05),
  };
}

// College games bunch on Tuesday/Wednesday and Saturday; pro games spread over the week.
const collegeDayWeight = [0.9, 0.5, 1.3, 1.3, 1, 0.7, 1.5];

/**
 * Every game of one league season up to lastDay, with each player's box score. Weeks run from
 * the season's first day; a team plays 2-4 games a week (never more than 4, and teams short of
 * 2 are scheduled first as the week runs out).
 */
export function* scheduleGames(
  rng: Rng,
  input: ScheduleInput,
): Generator<{ game: GameRow; lines: BoxScoreRow[] }> {
  const { spec } = input;
  const daily = spec.gamesPerWeek / 7;
  const playedYesterday = new Set<number>();
  const weekGames = new Map<number, number>();
  for (let day = input.firstDay, n = 0; day <= input.lastDay; day = addDays(day, 1), n += 1) {
    if (n % 7 === 0) weekGames.clear();
    const daysLeft = 7 - (n % 7);
    const weight =
      spec.level === 'college' ? (collegeDayWeight[new Date(day).getUTCDay()] as number) : 1;
    // Teams that played yesterday mostly rest, so the rested ones play more often.
    const p = Math.min(0.95, (daily * weight) / (1 - daily * 0.85));
    const due: Team[] = [];
    const maybe: Team[] = [];
    for (const t of input.teams) {
      const played = weekGames.get(t.id) ?? 0;
      if (played >= 4) continue;
      const rested = !playedYesterday.has(t.id);
      if (played + Math.ceil(daysLeft / 2) <= 2 && (rested || daysLeft === 1)) due.push(t);
      else if ((rested || rng.chance(0.15)) && rng.chance(p)) maybe.push(t);
    }
    playedYesterday.clear();
    const order = [...rng.shuffle(due), ...rng.shuffle(maybe)];
    for (let i = 0; i + 1 < order.length; i += 2) {
      const home = order[i] as Team;
      const away = order[i + 1] as Team;
      for (const t of [home, away]) {
        playedYesterday.add(t.id);
        weekGames.set(t.id, (weekGames.get(t.id) ?? 0) + 1);
      }
      yield playGame(rng, input, day, home, away);
    }
  }
}

type Team = ScheduleInput['teams'][number];

function playGame(rng: Rng, input: ScheduleInput, day: number, home: Team, away: Team) {
  const gameId = input.nextGameId();
  const gameDate = isoDate(day);
  const sides = [home, away].map((team) => {
    const lines: { playerId: number; stats: BoxStats }[] = [];
    const hot = input.hot && day >= input.hot.from ? input.hot.players : undefined;
    for (const entry of team.roster) {
      const profile = hot?.has(entry.playerId) ? heatUp(entry.profile) : entry.profile;
      const stats = generateBoxScore(rng, profile);
      if (stats) lines.push({ playerId: entry.playerId, stats });
    }
    return { team, lines, score: lines.reduce((s, l) => s + l.stats.pts, 0) };
  });
  const [h, a] = sides as [(typeof sides)[number], (typeof sides)[number]];
  if (h.score === a.score && h.lines.length > 0) {
    addMadeTwo((rng.pick(h.lines) as { stats: BoxStats }).stats);
    h.score += 2;
  }
  const game: GameRow = {
    id: gameId,
    leagueId: input.leagueId,
    seasonId: input.seasonId,
    gameDate,
    homeTeamId: home.id,
    awayTeamId: away.id,
    homeScore: h.score,
    awayScore: a.score,
  };
  const lines: BoxScoreRow[] = sides.flatMap((s) =>
    s.lines.map((l) => ({
      gameId,
      playerId: l.playerId,
      teamId: s.team.id,
      leagueId: input.leagueId,
      seasonId: input.seasonId,
      gameDate,
      ...l.stats,
    })),
  );
  return { game, lines };
}
