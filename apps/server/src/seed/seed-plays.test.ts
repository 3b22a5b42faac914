import {
  periodLengthTenths,
  periodRules,
  pbpShotEvents,
  shotZoneOf,
  SHOT_X_MAX,
  SHOT_Y_MAX,
  SHOT_Y_MIN,
} from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totalsOf } from '../modules/play-by-play/check-totals';
import { playsOffTheBoxScore } from '../modules/play-by-play/pbp-invariant';
import { createTestDb, type TestDb } from '../test/create-test-db';
import {
  createGame,
  createLeague,
  createPlayer,
  createSeason,
  createTeam,
} from '../test/factories';
import { players } from '../db/schema/index';
import { rowsOf } from '../db/bulk-insert';
import { generateBoxScore } from './box-score';
import { generatePlays, type LineForPlays } from './plays-gen';
import { Rng } from './random';
import { seedPlays } from './seed-plays';
import { defaultProfile } from './skill';

/** A game's worth of generated box-score lines, ten a side. */
function linesOf(rng: Rng): LineForPlays[] {
  return Array.from({ length: 20 }, (_, i) => {
    const s = generateBoxScore(rng, { ...defaultProfile(), playRate: 1 })!;
    return { playerId: i + 1, teamId: i < 10 ? 1 : 2, ...s };
  });
}

describe('generatePlays', () => {
  for (const league of ['nba', 'ncaam', 'ncaaw']) {
    it(`${league}: the events add up to every line, in order, on the court`, () => {
      const rules = periodRules(league);
      for (let g = 0; g < 20; g += 1) {
        const rng = new Rng(`gen:${league}:${g}`);
        const lines = linesOf(rng);
        const plays = generatePlays(league, lines, rng);
        for (const l of lines) {
          const t = totalsOf(plays.filter((p) => p.playerId === l.playerId).map((p) => p.event));
          expect(t).toMatchObject({
            fgm: l.fgm,
            fga: l.fga,
            three_pm: l.threePm,
            three_pa: l.threePa,
            ftm: l.ftm,
            fta: l.fta,
            reb: l.oreb + l.dreb,
            ast: l.ast,
            st: l.st,
            blks: l.blks,
            turnovers: l.turnovers,
            fouls: l.fouls,
          });
          expect(
            plays.filter((p) => p.playerId === l.playerId).every((p) => p.teamId === l.teamId),
          ).toBe(true);
        }
        plays.forEach((p, i) => {
          expect(p.period).toBeGreaterThanOrEqual(1);
          expect(p.period).toBeLessThanOrEqual(rules.regulation);
          expect(p.clockTenths).toBeLessThanOrEqual(periodLengthTenths(rules, p.period));
          expect(p.clockTenths).toBeGreaterThan(0);
          const prev = plays[i - 1];
          if (prev) {
            expect(p.period).toBeGreaterThanOrEqual(prev.period);
            if (p.period === prev.period)
              expect(p.clockTenths).toBeLessThanOrEqual(prev.clockTenths);
          }
          const shot = pbpShotEvents.includes(p.event);
          expect(p.shotX !== null, p.event).toBe(shot);
          if (shot) {
            expect(Math.abs(p.shotX!)).toBeLessThanOrEqual(SHOT_X_MAX);
            expect(p.shotY!).toBeGreaterThanOrEqual(SHOT_Y_MIN);
            expect(p.shotY!).toBeLessThanOrEqual(SHOT_Y_MAX);
            const zone = shotZoneOf(p.event.startsWith('fg3'), p.shotX, p.shotY);
            expect(zone?.endsWith('three')).toBe(p.event.startsWith('fg3'));
          }
        });
      }
    });
  }

  it('an assist shares the clock of a teammate’s make', () => {
    const rng = new Rng('assists');
    const plays = generatePlays('nba', linesOf(rng), rng);
    const assists = plays.filter((p) => p.event === 'ast');
    const paired = assists.filter((a) =>
      plays.some(
        (m) =>
          m.teamId === a.teamId &&
          m.playerId !== a.playerId &&
          m.period === a.period &&
          m.clockTenths === a.clockTenths &&
          /^fg\d_made$/.test(m.event),
      ),
    );
    expect(paired.length / assists.length).toBeGreaterThan(0.9);
  });
  it('reads as a game: no make with two assists, no miss with two rebounds', () => {
    for (const seed of ['one', 'two', 'three']) {
      const rng = new Rng(seed);
      const plays = generatePlays('nba', linesOf(rng), rng);
      const moment = (p: (typeof plays)[number]) => `${p.period}:${p.clockTenths}`;
      // Each assist takes one make of its moment, each rebound one miss 1-4 s before it.
      const makes = new Map<string, number>();
      for (const p of plays)
        if (/^fg\d_made$/.test(p.event)) makes.set(moment(p), (makes.get(moment(p)) ?? 0) + 1);
      const assists = new Map<string, number>();
      for (const p of plays)
        if (p.event === 'ast') assists.set(moment(p), (assists.get(moment(p)) ?? 0) + 1);
      const doubled = [...assists].filter(([at, n]) => makes.has(at) && n > makes.get(at)!);
      expect(doubled, seed).toEqual([]);
      // Rebounds in a row with no miss between them: a second board off one miss.
      let boards = 0;
      let twice = 0;
      for (const p of plays) {
        if (p.event.endsWith('missed')) boards = 0;
        else if (p.event === 'oreb' || p.event === 'dreb') {
          boards += 1;
          if (boards > 1) twice += 1;
        }
      }
      const rebounds = plays.filter((p) => p.event === 'oreb' || p.event === 'dreb').length;
      // Only boards beyond the misses left to share (the box score may hold more) stand alone.
      expect(twice / rebounds, seed).toBeLessThan(0.05);
    }
  });
});

describe('seedPlays', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.destroy());

  it("writes the trending players' latest games, both teams, adding up to the box scores", async () => {
    const league = await createLeague(db.db, { name: 'nba' });
    const season = await createSeason(db.db, { leagueId: league.id });
    const [a, b] = [
      await createTeam(db.db, { leagueId: league.id }),
      await createTeam(db.db, { leagueId: league.id }),
    ];
    const star = await createPlayer(db.db, { leagueId: league.id, teamId: a!.id });
    await db.db.update(players).set({ trendingRank: 1 }).where(eq(players.id, star.id));
    const gameIds: number[] = [];
    for (const day of ['2025-01-01', '2025-01-03', '2025-01-05', '2025-01-07']) {
      const { game } = await createGame(db.db, {
        seasonId: season.id,
        leagueId: league.id,
        homeTeamId: a!.id,
        awayTeamId: b!.id,
        gameDate: day,
        homePlayerIds: [
          star.id,
          ...(
            await Promise.all(
              [1, 2, 3].map(() => createPlayer(db.db, { leagueId: league.id, teamId: a!.id })),
            )
          ).map((p) => p.id),
        ],
      });
      gameIds.push(game.id);
    }
    const out = await seedPlays(db.db, new Rng('seed-plays'));
    // The star's three latest games, not the first.
    const seeded = rowsOf<{ game_id: number }>(
      await db.db.execute(sql`select distinct game_id from play_by_play_events order by game_id`),
    );
    expect(seeded.map((r) => r.game_id)).toEqual(gameIds.slice(1));
    expect(out.games).toBe(3);
    expect(out.events).toBeGreaterThan(0);
    expect(await playsOffTheBoxScore(db.db)).toEqual([]);
  });
});
