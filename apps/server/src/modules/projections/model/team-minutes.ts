import type { LeaguePrior } from './league-prior';
import type { ModelParams } from './params';
import { ownRosMinutes, type PlayerInput } from './project-player';

// A team's minutes shared among its players (decision 0026, fifth follow-up). Each player's
// rest-of-season minutes are first projected one player at a time (her recent minutes per game
// played, project-player.ts); but a team game has a fixed number of player minutes, five on the
// floor for the game's length (overtime's share included), so what a team's players are expected
// to play per team game, Σ minutesᵢ × availabilityᵢ, is held to it: when one role grows another
// shrinks (the team's minutes as the constraint, as DARKO's and 538's minutes projections do).
// The deficit or excess is shared by one common shift of every player's logit share of a game
// (the scale the model's season minutes live on, step 4): a starter near the game's length has
// little room to gain, a reserve near zero little to lose. Pure: numbers in, numbers out.

/** Players on the floor at once (basketball's rule; the game's length comes from the data). */
const ON_FLOOR = 5;
/** Minutes half again a whole game: no player plays that, so such data lists some players only. */
const PARTIAL_DATA_SLACK = 1.5;

export interface RosterMember {
  /** Her projected minutes per game she plays over the rest of the season. */
  minutes: number;
  /** The share of the team's games left she is expected to play (0–1). */
  availability: number;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Each member's minutes after the shift that makes Σ minutesᵢ × availabilityᵢ equal `teamMinutes`
 * (the player minutes of a team game); a member's share of a game is `minutes / (teamMinutes /
 * 5)`, shifted on its logit by one δ for the whole roster, found by bisection. A roster that
 * cannot reach it (everyone's share at its bound) comes as close as it can.
 */
export function shareTeamMinutes(roster: readonly RosterMember[], teamMinutes: number): number[] {
  const cap = teamMinutes / ON_FLOOR;
  if (!roster.length || !(cap > 0)) return roster.map((r) => r.minutes);
  // A team game's minutes come from the data: five on the floor only when the box scores list
  // everyone who played. A file of some players only (a league's stars, a test's fixture) gives
  // a "game" shorter than its own players' minutes; shared out, a 30-minute player fell to 6.
  // Such a team keeps its players' own projections.
  if (roster.some((r) => r.minutes > cap * PARTIAL_DATA_SLACK)) return roster.map((r) => r.minutes);
  const logit = roster.map((r) => {
    const s = Math.min(0.995, Math.max(0.005, r.minutes / cap));
    return Math.log(s / (1 - s));
  });
  const total = (d: number) =>
    roster.reduce((t, r, i) => t + r.availability * cap * logistic(logit[i]! + d), 0);
  let lo = -6;
  let hi = 6;
  for (let k = 0; k < 60; k++) {
    const mid = (lo + hi) / 2;
    if (total(mid) < teamMinutes) lo = mid;
    else hi = mid;
  }
  const d = (lo + hi) / 2;
  return logit.map((x) => cap * logistic(x + d));
}

/**
 * The player minutes of a team game, from the league's lines: all minutes played over the
 * team-games they were played in (five on the floor for the league's game length, overtime's
 * share included: read from the data, not assumed). Null without games.
 */
export function minutesPerTeamGame(
  lines: readonly { gameId: number; teamId: number | null; minutes: number }[],
): number | null {
  const teamGames = new Set<string>();
  let total = 0;
  for (const l of lines) {
    if (l.teamId === null) continue;
    teamGames.add(`${l.gameId}|${l.teamId}`);
    total += l.minutes;
  }
  return teamGames.size ? total / teamGames.size : null;
}

/** A player as her team's minutes read her: her own minutes and availability (null: not on a team). */
export function teamMember(
  input: PlayerInput,
  prior: LeaguePrior,
  p: ModelParams,
): RosterMember | null {
  if (input.teamId === null || input.teamId === undefined) return null;
  return ownRosMinutes(input, prior, p);
}

/** Each member's factor, her team's minutes shared (`members`: player id, team id, member). */
export function shareByTeam(
  members: readonly (readonly [number, number, RosterMember])[],
  perGame: number,
): Map<number, number> {
  const teams = new Map<number, (readonly [number, number, RosterMember])[]>();
  for (const m of members) {
    const list = teams.get(m[1]);
    if (list) list.push(m);
    else teams.set(m[1], [m]);
  }
  const out = new Map<number, number>();
  for (const list of teams.values()) {
    const shared = shareTeamMinutes(
      list.map((x) => x[2]),
      perGame,
    );
    list.forEach(([id, , member], i) => {
      out.set(id, member.minutes > 0 ? shared[i]! / member.minutes : 1);
    });
  }
  return out;
}

/**
 * Each player's rest-of-season minutes factor (`PlayerInput.rosMinutesFactor`: her minutes once
 * shared over her own projection's). A team is every player whose last game of the season before
 * as-of was for it (`inputs`: one per player with a game of the season before as-of, her
 * `teamId` that game's); `perGame` is the player minutes of a team game (minutesPerTeamGame of
 * the season's lines before as-of). Nothing on or after as-of is read: who will play after it
 * plays no part. Empty when the model's `minutes.teamShare` is off.
 */
export function teamMinutesFactors(
  inputs: readonly (readonly [number, PlayerInput])[],
  perGame: number | null,
  prior: LeaguePrior,
  p: ModelParams,
): Map<number, number> {
  if (!p.minutes.teamShare || perGame === null) return new Map();
  const members: (readonly [number, number, RosterMember])[] = [];
  for (const [id, input] of inputs) {
    const member = teamMember(input, prior, p);
    if (member) members.push([id, input.teamId!, member]);
  }
  return shareByTeam(members, perGame);
}
