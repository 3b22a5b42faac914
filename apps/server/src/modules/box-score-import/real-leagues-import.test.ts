import {
  boxScoreImportResultSchema,
  envelope,
  errorResponseSchema,
  type BoxScoreImportResult,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readRealdata, realdataCsv } from '../../test/realdata';

// create_missing (decision 0024): three real WNBA seasons into a database without the league,
// its seasons, teams or players, and no fixture of any kind.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db
    .insert(users)
    .values({ id: 'rl-admin', name: 'A', email: 'rl-admin@test.local', role: 'admin' });
  token = await t.sign({ sub: 'rl-admin', role: 'admin' });
});
afterAll(() => t.close());

const years = [2022, 2023, 2024] as const;
const file = (y: number) => readRealdata(`wnba-${y}/wnba-${y}-box-scores.csv`);
const post = (csv: string, query: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/box-scores${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });
async function imported(
  csv: string,
  query = '?create_missing=true',
): Promise<BoxScoreImportResult> {
  const res = await post(csv, query);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(boxScoreImportResultSchema).parse(res.json()).data;
}
const snapshot = async () =>
  (
    await sqlRows<Record<string, number>>(
      t.db.db,
      sql`select (select count(*) from leagues)::int as leagues, (select count(*) from seasons)::int as seasons,
        (select count(*) from teams)::int as teams, (select count(*) from players)::int as players,
        (select count(*) from games)::int as games, (select count(*) from player_game_stats)::int as lines,
        (select string_agg(slug, ',' order by id) from players) as slugs`,
    )
  )[0];

/** ESPN athletes of a season's players file (the same person across seasons whatever the slug). */
const athletes = (y: number) =>
  new Set(realdataCsv(`wnba-${y}/wnba-${y}-players.csv`).map((p) => p.espn_athlete_id));
const newAthletes = (y: number) => {
  const before = new Set(years.filter((e) => e < y).flatMap((e) => [...athletes(e)]));
  return [...athletes(y)].filter((a) => !before.has(a)).length;
};
const lineCount = (y: number) => file(y).trim().split('\n').length - 1;
const gameCount = (y: number) =>
  new Set(realdataCsv(`wnba-${y}/wnba-${y}-box-scores.csv`).map((r) => r.espn_game_id)).size;

describe('POST /api/admin/box-scores?create_missing=true', { timeout: 300_000 }, () => {
  it('refuses a bad flag and a league outside the catalogue with a 400', async () => {
    const bad = await post(file(2022), '?create_missing=yes');
    expect(bad.statusCode).toBe(400);
    expect(errorResponseSchema.parse(bad.json()).errors[0]?.param).toContain('create_missing');
    const csv = file(2022).replaceAll(',wnba,', ',wnbx,');
    const unknown = await post(csv, '?create_missing=true');
    expect(unknown.statusCode).toBe(400);
    expect(errorResponseSchema.parse(unknown.json()).errors[0]).toEqual({
      msg: 'unknown league "wnbx"',
      param: 'line 2: league',
    });
    // A season that would start in year 0000 is not made: a 400 on the line, never a 500.
    const [header, first] = file(2022).split('\n');
    const early = `${header}\n${(first as string).replace(/^2022-05-06,wnba,/, '0001-03-01,nba,')}\n`;
    const res = await post(early, '?create_missing=true');
    expect(res.statusCode, res.body).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors).toEqual([
      { msg: 'no season of nba covers 0001-03-01', param: 'line 2: game_date' },
    ]);
    expect((await snapshot())?.leagues).toBe(0);
  });

  it('a dry run answers the counts and writes nothing', async () => {
    const before = await snapshot();
    expect(await imported(file(2022), '?create_missing=true&dry_run=true')).toEqual({
      games_created: 216,
      lines_inserted: 4095,
      lines_updated: 0,
      leagues_created: 1,
      seasons_created: 1,
      teams_created: 12,
      players_created: 166,
      skipped: [],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('imports 2022, 2023 and 2024 into nothing: league, seasons, teams and players created', async () => {
    for (const y of years) {
      expect(await imported(file(y)), String(y)).toEqual({
        games_created: gameCount(y),
        lines_inserted: lineCount(y),
        lines_updated: 0,
        leagues_created: y === 2022 ? 1 : 0,
        seasons_created: 1,
        teams_created: y === 2022 ? 12 : 0,
        players_created: newAthletes(y),
        skipped: [],
      });
    }
    const seasons = await sqlRows<{ label: string; start_date: string; end_date: string }>(
      t.db.db,
      sql`select label, start_date::text, end_date::text from seasons order by label`,
    );
    expect(seasons).toEqual(
      years.map((y) => ({ label: String(y), start_date: `${y}-01-01`, end_date: `${y}-12-31` })),
    );
    const everyone = new Set(years.flatMap((y) => [...athletes(y)]));
    expect((await snapshot())?.players).toBe(everyone.size);
  });

  it('importing them again changes nothing', async () => {
    const before = await snapshot();
    for (const y of years) {
      expect(await imported(file(y)), String(y)).toEqual({
        games_created: 0,
        lines_inserted: 0,
        lines_updated: lineCount(y),
        leagues_created: 0,
        seasons_created: 0,
        teams_created: 0,
        players_created: 0,
        skipped: [],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("after its answer, an import's league-wide follow-up runs: the Value board, a followed player's marks", async () => {
    // The imports above queued their follow-up; the board of the latest season is stored
    // before anyone asked for it (decision 0036).
    await t.app.background.settled();
    const [board] = await sqlRows<{ rows: number; players: number }>(
      t.db.db,
      sql`select (select count(*)::int from value_board b join seasons s on s.id = b.season_id
            where s.label = '2024') as rows,
          (select count(distinct g.player_id)::int from player_game_stats g
            join seasons s on s.id = g.season_id where s.label = '2024') as players`,
    );
    expect(board!.players).toBeGreaterThan(100);
    expect(board!.rows).toBe(board!.players);
    // A fan follows the MVP; the next import of her league reads her value (the first reading:
    // a mark, no alert).
    await t.db.db.insert(users).values({ id: 'rl-fan', name: 'Fan', email: 'rl-fan@test.local' });
    await t.db.db.execute(
      sql`insert into follows (user_id, follow_type, target_id)
        select 'rl-fan', 'player', id from players where slug = 'a-ja-wilson'`,
    );
    await imported(file(2024));
    await t.app.background.settled();
    const marks = await sqlRows<{ value: number | null }>(
      t.db.db,
      sql`select m.value from player_alert_marks m join players p on p.id = m.player_id
        where p.slug = 'a-ja-wilson'`,
    );
    expect(marks).toHaveLength(1);
    expect(marks[0]!.value).toBeGreaterThan(0);
  });

  it('Betnijah Laney (2022, 2023) and Laney-Hamilton (2024) are one player, the old name an alias', async () => {
    const rows = await sqlRows<{
      slug: string;
      lastname: string;
      games: number;
      seasons: string;
      alias: string | null;
    }>(
      t.db.db,
      sql`select p.slug, p.lastname,
          (select count(*)::int from player_game_stats s where s.player_id = p.id) as games,
          (select string_agg(distinct se.label, ',') from player_game_stats s join seasons se on se.id = s.season_id
            where s.player_id = p.id) as seasons,
          (select string_agg(a.slug || '=' || a.name, ',') from player_aliases a where a.player_id = p.id) as alias
        from player_external_ids e join players p on p.id = e.player_id
        where e.source = 'espn' and e.external_id = '2593770'`,
    );
    const lines = years.reduce(
      (n, y) =>
        n +
        realdataCsv(`wnba-${y}/wnba-${y}-box-scores.csv`).filter(
          (r) => r.espn_athlete_id === '2593770',
        ).length,
      0,
    );
    expect(rows).toEqual([
      {
        slug: 'betnijah-laney-hamilton',
        lastname: 'Laney-Hamilton',
        games: lines,
        seasons: '2022,2023,2024',
        alias: 'betnijah-laney=Betnijah Laney',
      },
    ]);
  });

  it("every 2024 player's team is their last team of 2024, even after the older files again", async () => {
    const teams = await sqlRows<{ espn: string; team: string }>(
      t.db.db,
      sql`select e.external_id as espn, t.abbreviation as team from player_external_ids e
        join players p on p.id = e.player_id join teams t on t.id = p.team_id`,
    );
    const now = new Map(teams.map((r) => [r.espn, r.team]));
    const last = realdataCsv('wnba-2024/wnba-2024-players.csv');
    expect(last.filter((p) => now.get(p.espn_athlete_id as string) !== p.team)).toEqual([]);
  });

  it('the 2024 season equals the league totals', async () => {
    const official = realdataCsv('wnba-2024/ground-truth/wnba-2024-official-player-totals.csv');
    const got = await sqlRows<{ slug: string; gp: number; pts: number; reb: number; ast: number }>(
      t.db.db,
      sql`select p.slug, count(*)::int as gp, sum(s.pts)::int as pts, sum(s.reb)::int as reb, sum(s.ast)::int as ast
        from player_game_stats s join players p on p.id = s.player_id join seasons se on se.id = s.season_id
        where se.label = '2024' group by p.slug order by p.slug`,
    );
    expect(got).toEqual(
      official
        .map((o) => ({
          slug: o.slug,
          gp: Number(o.gp),
          pts: Number(o.pts),
          reb: Number(o.reb),
          ast: Number(o.ast),
        }))
        .sort((a, b) => (a.slug as string).localeCompare(b.slug as string)),
    );
  });

  it("teams made from abbreviations take the league's names from an ESPN file naming them", async () => {
    const before = await sqlRows<{ name: string; abbreviation: string }>(
      t.db.db,
      sql`select name, abbreviation from teams where abbreviation in ('LV', 'NY')`,
    );
    expect(before.every((r) => r.name === r.abbreviation)).toBe(true);
    // One regular-season game of ESPN's file (the Aces and the Liberty), as an admin would send
    // the rows they have: its lines match the ones imported above.
    const [header, ...rows] = readRealdata('wnba-2024/espn-player-box-2024.csv').trim().split('\n');
    const col = (name: string) => header!.split(',').indexOf(name);
    const [type, own, other] = [
      'season_type',
      'team_abbreviation',
      'opponent_team_abbreviation',
    ].map(col);
    const game = rows
      .map((r) => r.split(','))
      .find((c) => c[type!] === '2' && c[own!] === 'LV' && c[other!] === 'NY');
    const id = game![0]!;
    const slice = [header, ...rows.filter((r) => r.startsWith(`${id},`))].join('\n');
    const result = await imported(slice);
    expect(result).toMatchObject({ teams_created: 0, players_created: 0, games_created: 0 });
    const names = Object.fromEntries(
      realdataCsv('wnba-2024/wnba-2024-teams.csv').map((r) => [r.abbreviation, r.name]),
    );
    const after = await sqlRows<{ name: string; abbreviation: string }>(
      t.db.db,
      sql`select name, abbreviation from teams where abbreviation in ('LV', 'NY') order by abbreviation`,
    );
    expect(after).toEqual([
      { name: names.LV, abbreviation: 'LV' },
      { name: names.NY, abbreviation: 'NY' },
    ]);
  });
});
