import { leagues, players, seasons, teams } from '../db/schema/index';
import { insertRows, type Executor } from '../db/bulk-insert';
import { DAY_MS } from './dates';
import {
  conferenceSize,
  leagueRow,
  leagueSpecs,
  seasonRow,
  seasonWindows,
  teamInfos,
  teamRow,
  type LeagueSpec,
  type SeasonWindow,
  type TeamInfo,
} from './leagues-gen';
import {
  generatePlayer,
  positions,
  type GeneratedPlayer,
  type PlayerRow,
  type Position,
} from './players-gen';
import type { Rng } from './random';
import type { ScaleConfig } from './scales';
import type { RosterEntry } from './schedule-gen';
import type { Tier } from './skill';

export interface WorldLeague {
  id: number;
  spec: LeagueSpec;
  seasons: { id: number; window: SeasonWindow }[];
}
export interface WorldTeam {
  id: number;
  league: WorldLeague;
  info: TeamInfo;
  /** Index of its conference within the league (not stored: schedules use it). */
  conference: number;
  name: string;
  school: string | null;
  roster: RosterEntry[];
}
export interface WorldPlayer extends GeneratedPlayer {
  id: number;
  row: PlayerRow & { id: number };
  league: WorldLeague;
  team: WorldTeam | null;
}
export interface World {
  leagues: WorldLeague[];
  teams: WorldTeam[];
  players: WorldPlayer[];
  seasonYear: number;
}

// Starters first: the first five of a roster start, the next four rotate, the rest sit.
const rosterPositions: Position[] = [
  'Guard',
  'Guard',
  'Forward',
  'Forward',
  'Center',
  'Guard',
  'Forward',
  'Center',
  'Guard',
  'Forward',
  'Guard',
  'Forward',
  'Center',
  'Guard',
  'Forward',
];

function rosterTier(rng: Rng, slot: number): Tier {
  if (slot === 0 && rng.chance(0.45)) return 'star';
  if (slot < 5) return 'starter';
  return slot < 9 ? 'rotation' : 'bench';
}

/** Leagues, seasons, teams and players (with trending ranks), inserted with explicit ids. */
export async function seedWorld(
  db: Executor,
  root: Rng,
  scale: ScaleConfig,
  todayMs: number,
): Promise<World> {
  const world: World = { leagues: [], teams: [], players: [], seasonYear: 0 };
  const slugs = new Set<string>();
  const names = new Set<string>();
  let seasonId = 0;
  let teamId = 0;
  for (const [i, spec] of leagueSpecs.entries()) {
    const windows = seasonWindows(spec, todayMs);
    world.seasonYear = Number(windows[1]?.label.slice(0, 4));
    world.leagues.push({
      id: i + 1,
      spec,
      seasons: windows.map((window) => ({ id: (seasonId += 1), window })),
    });
  }
  for (const league of world.leagues) {
    const { spec } = league;
    const rng = root.fork(`teams:${spec.code}`);
    for (const [t, info] of teamInfos(spec, scale.teams[spec.code], rng).entries()) {
      const team: WorldTeam = {
        id: (teamId += 1),
        league,
        info,
        conference: Math.floor(t / conferenceSize(spec)),
        name: info.name,
        school: info.school,
        roster: [],
      };
      world.teams.push(team);
      const prng = root.fork(`roster:${spec.code}:${t}`);
      const jerseys = prng.sample(
        Array.from({ length: 56 }, (_, n) => n),
        scale.roster[spec.code],
      );
      for (let slot = 0; slot < scale.roster[spec.code]; slot += 1) {
        const tier = rosterTier(prng, slot);
        const position = rosterPositions[slot % rosterPositions.length] as Position;
        const g = generatePlayer(prng, {
          spec,
          leagueId: league.id,
          teamId: team.id,
          school: info.school,
          seasonYear: world.seasonYear,
          tier,
          position,
          jersey: jerseys[slot] ?? slot,
          slugs,
          names,
        });
        const player = addPlayer(world, g, league, team, prng, todayMs);
        team.roster.push({ playerId: player.id, profile: g.profile });
      }
    }
  }
  addProspects(world, root, scale, slugs, names, todayMs);
  await insertRows(
    db,
    leagues,
    world.leagues.map((l, i) => ({ id: l.id, ...leagueRow(l.spec, i) })),
  );
  await insertRows(
    db,
    seasons,
    world.leagues.flatMap((l) =>
      l.seasons.map((s) => ({ id: s.id, ...seasonRow(l.id, s.window) })),
    ),
  );
  await insertRows(
    db,
    teams,
    world.teams.map((t) => ({ id: t.id, ...teamRow(t.league.id, t.info) })),
  );
  await insertRows(
    db,
    players,
    world.players.map((p) => p.row),
    2000,
  );
  return world;
}

function addPlayer(
  world: World,
  g: GeneratedPlayer,
  league: WorldLeague,
  team: WorldTeam | null,
  rng: Rng,
  todayMs: number,
): WorldPlayer {
  const id = world.players.length + 1;
  const row = { ...g.row, id, createdAt: new Date(todayMs - rng.int(20, 900) * DAY_MS) };
  const player: WorldPlayer = { ...g, id, row, league, team };
  world.players.push(player);
  return player;
}

/** Large scale: players beyond the rosters, spread over the leagues, without a team. */
function addProspects(
  world: World,
  root: Rng,
  scale: ScaleConfig,
  slugs: Set<string>,
  names: Set<string>,
  todayMs: number,
) {
  const missing = scale.players - world.players.length;
  const colleges = world.teams.filter((t) => t.school).map((t) => t.school as string);
  for (let i = 0; i < missing; i += 1) {
    const rng = root.fork(`prospect:${i}`);
    const league = world.leagues[i % world.leagues.length] as WorldLeague;
    const tier = rng.chance(0.1) ? 'rotation' : 'bench';
    const school = league.spec.level === 'college' ? rng.pick(colleges) : null;
    const g = generatePlayer(rng, {
      spec: league.spec,
      leagueId: league.id,
      teamId: null,
      school,
      seasonYear: world.seasonYear,
      tier,
      position: rng.pick(positions),
      slugs,
      names,
    });
    addPlayer(world, g, league, null, rng, todayMs);
  }
}
