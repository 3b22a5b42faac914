import type { games } from '../db/schema/index';
import {
  addMadeTwo,
  drawForm,
  drawLine,
  expectation,
  sharedStats,
  type BoxScoreRow,
  type BoxStats,
  type LineExpectation,
} from './box-score';
import { addDays, isoDate } from './dates';
import type { LeagueSpec } from './leagues-gen';
import type { Rng } from './random';
import { figuresOf, type SkillProfile } from './skill';

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
  /** `conference`: teams of a league are grouped in conferences (index within the league). */
  teams: { id: number; conference: number; roster: RosterEntry[] }[];
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
    minutes: p.minutes + 6,
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
    for (const [home, away] of pairTeams(rng, order, conferenceOdds(spec, day))) {
      for (const t of [home, away]) {
        playedYesterday.add(t.id);
        weekGames.set(t.id, (weekGames.get(t.id) ?? 0) + 1);
      }
      yield playGame(rng, input, day, home, away);
    }
  }
}

type Team = ScheduleInput['teams'][number];

/** Pairs the day's teams, preferring a conference opponent with the odds of the calendar. */
function pairTeams(rng: Rng, order: Team[], conferenceOdds: number): [Team, Team][] {
  const left = order.slice();
  const pairs: [Team, Team][] = [];
  while (left.length >= 2) {
    const home = left.shift() as Team;
    const inConference = rng.chance(conferenceOdds);
    let i = left.findIndex((t) => (t.conference === home.conference) === inConference);
    if (i < 0) i = 0;
    const [away] = left.splice(i, 1) as [Team];
    pairs.push([home, away]);
  }
  return pairs;
}

/**
 * Odds that a game is a conference game: college teams play most of their non-conference games
 * in November and December and only conference games from January; pro teams meet their own
 * conference more often than the other one.
 */
export function conferenceOdds(spec: LeagueSpec, day: number): number {
  if (spec.level === 'pro') return 0.6;
  const month = new Date(day).getUTCMonth() + 1;
  return month >= 10 ? 0.15 : 0.97;
}

function playGame(rng: Rng, input: ScheduleInput, day: number, home: Team, away: Team) {
  const gameId = input.nextGameId();
  const gameDate = isoDate(day);
  const hot = input.hot && day >= input.hot.from ? input.hot.players : undefined;
  // Both teams play the same possessions: the game's pace is one draw, not one per side, so a
  // fast game lifts both scores and the margin stays a matter of shooting.
  const pace = Math.min(1.1, Math.max(0.9, rng.normal(1, 0.035)));
  const sides = [home, away].map((team) => {
    const lines = playSide(rng, input.spec, team, hot, pace);
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

/**
 * One team's box score: who plays, their minutes shared out to the game's 5 x length, and the
 * league's per-game team totals handed to them by minutes, position and role.
 */
function playSide(
  rng: Rng,
  spec: LeagueSpec,
  team: Team,
  hot: Set<number> | undefined,
  pace: number,
): { playerId: number; stats: BoxStats }[] {
  const f = figuresOf(spec);
  const entries = team.roster.map((e) => ({
    playerId: e.playerId,
    profile: hot?.has(e.playerId) ? heatUp(e.profile) : e.profile,
  }));
  let on = entries.filter((e) => rng.chance(e.profile.playRate));
  if (on.length < 8) on = entries.slice(0, Math.max(on.length, Math.min(8, entries.length)));
  const forms = on.map(() => drawForm(rng));
  // A hot night keeps a player on the floor; a cold one sits him earlier.
  const raw = on.map((e, i) =>
    Math.min(
      f.gameMinutes,
      Math.max(
        2,
        rng.normal(e.profile.minutes, Math.max(2.5, e.profile.minutes * 0.12)) *
          (0.85 + 0.15 * (forms[i] as number)),
      ),
    ),
  );
  const minutes = shareMinutes(raw, 5 * f.gameMinutes, f.gameMinutes);
  const exps = on.map((e, i) => expectation(e.profile, minutes[i] as number));
  for (const k of sharedStats) {
    const sum = exps.reduce((s, x) => s + x[k], 0);
    const factor = sum > 0 ? (f[k] * pace) / sum : 0;
    for (const x of exps) x[k] *= factor;
  }
  const shots = shareShots(rng, teamShots(rng, f.fga * pace), exps, forms);
  return on.map((e, i) => ({
    playerId: e.playerId,
    stats: drawLine(rng, e.profile, exps[i] as LineExpectation, forms[i], shots[i]),
  }));
}

/**
 * A team's shots in a game: the possessions set them, so they vary little around the pace's
 * expectation (an NBA team's attempts spread by about 4 a game). Drawn per player, ten Poisson
 * draws and each one's form would spread them by 10 and more: 160-point nights and 60-point
 * margins, which no league plays.
 */
export function teamShots(rng: Rng, expected: number): number {
  return Math.max(1, Math.round(rng.normal(expected, 0.045 * expected)));
}

/**
 * The team's shots handed out by each player's expectation and form (a hot night takes more of
 * them), one binomial share at a time, so they add up to the team's exactly.
 */
export function shareShots(
  rng: Rng,
  total: number,
  exps: LineExpectation[],
  forms: number[],
): number[] {
  const weights = exps.map((e, i) => e.fga * (forms[i] as number));
  let left = total;
  let weightLeft = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => {
    const n = weightLeft > 0 ? rng.binomial(left, Math.min(1, w / weightLeft)) : 0;
    left -= n;
    weightLeft -= w;
    return n;
  });
}

/** Scales minutes to the game's total, no one above a game's length (no overtime). */
export function shareMinutes(raw: number[], total: number, cap: number): number[] {
  const out = raw.slice();
  for (let round = 0; round < 4; round += 1) {
    const capped = out.filter((m) => m >= cap).length;
    const free = out.reduce((s, m) => s + (m >= cap ? 0 : m), 0);
    const room = total - capped * cap;
    if (free <= 0 || Math.abs(free - room) < 0.01) break;
    const k = room / free;
    for (let i = 0; i < out.length; i += 1)
      if ((out[i] as number) < cap) out[i] = Math.min(cap, (out[i] as number) * k);
  }
  return out;
}
