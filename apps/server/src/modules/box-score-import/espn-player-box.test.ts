import {
  boxScoreImportResultSchema,
  envelope,
  errorResponseSchema,
  leaderboardResultSchema,
  type BoxScoreImportResult,
} from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readRealdata, realdataCsv } from '../../test/realdata';

// ESPN's raw player box file (decision 0024), as wehoop publishes it: the same 2024 season as
// the import-format file, so the same totals as the league's.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.db.db
    .insert(users)
    .values({ id: 'espn-admin', name: 'A', email: 'espn-admin@test.local', role: 'admin' });
  token = await t.sign({ sub: 'espn-admin', role: 'admin' });
});
afterAll(() => t.close());

const post = (csv: string, query = '?create_missing=true') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/box-scores${query}`,
    payload: csv,
    headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
  });

/** The raw file (2.9 MB) cut into files under the 1 MB body limit, never inside a game. */
function chunks(csv: string, max = 900_000): string[] {
  const [header, ...rows] = csv.trimEnd().split('\n');
  const out: string[][] = [];
  let size = Infinity;
  let game = '';
  for (const row of rows) {
    const id = row.slice(0, row.indexOf(','));
    if (size > max && id !== game) {
      out.push([header as string]);
      size = (header as string).length;
    }
    out.at(-1)?.push(row);
    size += row.length + 1;
    game = id;
  }
  return out.map((lines) => `${lines.join('\n')}\n`);
}

describe('ESPN player box files', { timeout: 300_000 }, () => {
  const raw = readRealdata('wnba-2024/espn-player-box-2024.csv');

  it('refuses a bad cell naming the line and ESPN column, writing nothing', async () => {
    const [header, first, ...rest] = raw.split('\n');
    // A regular-season line that was played (season_type, minutes, did_not_play).
    const played = (c: string[]) => c[2] === '2' && Number(c[11]) > 0 && c[30] === 'FALSE';
    const cells = rest.map((r) => r.split(',')).find(played) as string[];
    cells[27] = String(Number(cells[27]) + 1); // points: no longer 2·FGM + 3PM + FTM
    const res = await post([header, first, cells.join(',')].join('\n'));
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).errors).toEqual([
      { msg: expect.stringMatching(/^must equal 2·fgm/), param: 'line 3: points' },
    ]);
  });

  it('a file of playoff rows only imports nothing and says why', async () => {
    const [header, ...rows] = raw.trimEnd().split('\n');
    const playoffs = rows.filter((r) => r.split(',')[2] === '3').slice(0, 5);
    const res = await post([header, ...playoffs].join('\n'));
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(boxScoreImportResultSchema).parse(res.json()).data).toEqual({
      games_created: 0,
      lines_inserted: 0,
      lines_updated: 0,
      leagues_created: 0,
      seasons_created: 0,
      teams_created: 0,
      players_created: 0,
      skipped: [{ reason: 'not regular season', count: 5 }],
    });
  });

  it('imports the 2024 regular season into an empty database, counting what it skips', async () => {
    const parts = chunks(raw);
    expect(parts.length).toBeGreaterThan(2);
    const results: BoxScoreImportResult[] = [];
    for (const part of parts) {
      const res = await post(part);
      expect(res.statusCode, res.body).toBe(200);
      results.push(envelope(boxScoreImportResultSchema).parse(res.json()).data);
    }
    const sum = (k: keyof BoxScoreImportResult) =>
      results.reduce((n, r) => n + ((r[k] as number | undefined) ?? 0), 0);
    const skipped: Record<string, number> = {};
    for (const r of results)
      for (const s of r.skipped ?? []) skipped[s.reason] = (skipped[s.reason] ?? 0) + s.count;
    // The README's conversion table: 5,930 rows = 4,515 lines + 518 + 47 + 846 + 4.
    expect({
      games: sum('games_created'),
      lines: sum('lines_inserted'),
      players: sum('players_created'),
      teams: sum('teams_created'),
      seasons: sum('seasons_created'),
      skipped,
    }).toEqual({
      games: 240,
      lines: 4515,
      players: 157,
      teams: 12,
      seasons: 1,
      skipped: {
        'not regular season': 518,
        exhibition: 47,
        'did not play': 846,
        'not credited': 4,
      },
    });
  });

  it("keeps ESPN's starter flag: five starters a team a game, every line saying", async () => {
    const [row] = await sqlRows<{ started: number; bench: number; unknown: number }>(
      t.db.db,
      sql`select count(*) filter (where starter)::int as started,
            count(*) filter (where not starter)::int as bench,
            count(*) filter (where starter is null)::int as unknown
          from player_game_stats`,
    );
    expect(row).toEqual({ started: 240 * 2 * 5, bench: 4515 - 2400, unknown: 0 });
  });

  it('names the teams it created as the league does (its teams file), abbreviations kept', async () => {
    const league = realdataCsv('wnba-2024/wnba-2024-teams.csv');
    const ours = await sqlRows<{ espn: string; name: string; abbreviation: string }>(
      t.db.db,
      sql`select x.external_id as espn, t.name, t.abbreviation
        from teams t join team_external_ids x on x.team_id = t.id and x.source = 'espn'
        order by t.abbreviation`,
    );
    expect(ours).toEqual(
      league
        .map((l) => ({ espn: l.espn_team_id, name: l.name, abbreviation: l.abbreviation }))
        .sort((a, b) => a.abbreviation!.localeCompare(b.abbreviation!)),
    );
  });

  it('keeps ESPN team ids: a team renamed since is still found by its id', async () => {
    const ids = await sqlRows<{ n: number }>(
      t.db.db,
      sql`select count(*)::int as n from team_external_ids`,
    );
    expect(ids[0]?.n).toBe(12);
    // As the league's site spells it (README): the ESPN rows say CONN, the id says which team.
    await t.db.db.execute(
      sql`update teams set name = 'Connecticut Sun', abbreviation = 'CON' where abbreviation = 'CONN'`,
    );
    const res = await post(chunks(raw)[1] as string, '?create_missing=true&dry_run=true');
    expect(res.statusCode, res.body).toBe(200);
    const again = envelope(boxScoreImportResultSchema).parse(res.json()).data;
    expect(again).toMatchObject({
      teams_created: 0,
      players_created: 0,
      games_created: 0,
      lines_inserted: 0,
    });
  });

  it('gives every player the league totals, and the points leaders of slice 1', async () => {
    const official = realdataCsv('wnba-2024/ground-truth/wnba-2024-official-player-totals.csv');
    const totals = [
      'pts',
      'fgm',
      'fga',
      'three_pm',
      'three_pa',
      'ftm',
      'fta',
      'oreb',
      'dreb',
      'reb',
      'ast',
      'st',
      'blks',
      'turnovers',
      'fouls',
    ];
    const got = await sqlRows<Record<string, string | number>>(
      t.db.db,
      sql.raw(`select p.slug, count(*)::int as gp, ${totals.map((c) => `sum(s.${c})::int as ${c}`).join(', ')}
        from player_game_stats s join players p on p.id = s.player_id group by p.slug order by p.slug`),
    );
    expect(got).toEqual(
      official
        .map((o) => ({
          slug: o.slug,
          ...Object.fromEntries(['gp', ...totals].map((c) => [c, Number(o[c])])),
        }))
        .sort((a, b) => (a.slug as string).localeCompare(b.slug as string)),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/leaderboards?statistic=pts_average&limit=10',
    });
    expect(res.statusCode, res.body).toBe(200);
    const leaders = realdataCsv('wnba-2024/ground-truth/wnba-2024-leaders.csv').filter(
      (l) => l.category === 'pts',
    );
    expect(
      envelope(leaderboardResultSchema)
        .parse(res.json())
        .data.items.map((i) => i.player.slug),
    ).toEqual(leaders.map((l) => l.slug));
  });
});
