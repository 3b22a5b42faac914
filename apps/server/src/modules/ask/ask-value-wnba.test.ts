import {
  askAnswerSchema,
  envelope,
  playerValueSchema,
  projectionSchema,
  valueBoardSchema,
} from '@hoopdex/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importWnba2024 } from '../value/value-fixture';

// Ask "most valuable" and "projected" on the real 2024 WNBA season, imported as a real league
// arrives (issues 33 and 32): the value answer is the Value board's own ranking, the projected
// answer is the order of the players' own projections (GET /api/players/{slug}/projection).

let t: TestApp;
let leagueId: number;
beforeAll(async () => {
  t = await buildTestApp();
  leagueId = (await importWnba2024(t)).id;
}, 300_000);
afterAll(() => t.close());

async function get<T>(url: string, schema: { parse: (v: unknown) => T }) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return schema.parse(res.json());
}
const ask = (q: string) =>
  get(`/api/ask?q=${encodeURIComponent(q)}`, envelope(askAnswerSchema)).then((a) => a.data);

describe('Ask "most valuable" on the WNBA 2024 season', () => {
  it('answers with the Value board: its rows, ranks and values, to the dollar', async () => {
    const a = await ask('most valuable WNBA players');
    const board = (
      await get(`/api/value/board?league=${leagueId}&limit=10`, envelope(valueBoardSchema))
    ).data;
    expect(a.reading).toMatchObject({
      view: 'value_board',
      league: 'wnba',
      organization_id: leagueId,
      season: board.season,
      as_of: board.as_of,
      sort: { field: 'value', direction: 'desc' },
      fields: ['value'],
    });
    expect(board.rows.length).toBe(10);
    expect(a.rows.map((r) => [r.rank, r.slug, r.values.value])).toEqual(
      board.rows.map((r) => [r.rank, r.player.slug, r.value]),
    );
    const top = board.rows[0]!;
    expect(a.answer).toContain(`${top.player.name} is the most valuable of WNBA players`);
    expect(a.answer).toContain(`$${top.value.toLocaleString('en-US')} a year`);
    expect(a.answer).toMatch(/not earnings/);
  }, 300_000);

  it('filters by position and takes a count, as the board does', async () => {
    const a = await ask('who are the 5 most valuable guards in the WNBA');
    const board = (
      await get(
        `/api/value/board?league=${leagueId}&position=Guard&limit=5`,
        envelope(valueBoardSchema),
      )
    ).data;
    expect(a.rows.map((r) => r.slug)).toEqual(board.rows.map((r) => r.player.slug));
    expect(a.rows).toHaveLength(5);
    expect(a.reading?.position).toBe('Guard');
  }, 300_000);
});

describe('Ask "projected" on the WNBA 2024 season', () => {
  it("ranks by the players' own projected rest-of-season points, competition ranks", async () => {
    const a = await ask('projected points leaders in the WNBA');
    expect(a.reading).toMatchObject({
      view: 'projected',
      league: 'wnba',
      season: '2024',
      sort: { field: 'pts_projected', direction: 'desc' },
    });
    expect(a.rows).toHaveLength(10);
    const asOf = a.reading!.as_of!;
    // Each row is the player's projection as the projection API gives it for the same date.
    const means: number[] = [];
    for (const r of a.rows) {
      const p = (
        await get(`/api/players/${r.slug}/projection?as_of=${asOf}`, envelope(projectionSchema))
      ).data;
      expect(r.values.pts_projected).toBe(p.rest_of_season.pts!.mean);
      means.push(p.rest_of_season.pts!.mean);
    }
    expect(means).toEqual([...means].sort((x, y) => y - x));
    a.rows.forEach((r, i) => {
      const prev = a.rows[i - 1];
      expect(r.rank).toBe(
        prev && prev.values.pts_projected === r.values.pts_projected ? prev.rank : i + 1,
      );
    });
    expect(a.answer).toContain(
      `${a.rows[0]!.firstname} ${a.rows[0]!.lastname} is projected to lead WNBA players`,
    );
    // The link goes to the top player's page, where her Projection panel is.
    expect(a.reading?.players.map((p) => p.slug)).toEqual([a.rows[0]!.slug]);
  }, 300_000);

  it('"who will score the most the rest of the season" in the WNBA is the same ranking', async () => {
    const a = await ask('who will score the most in the WNBA the rest of the season');
    const b = await ask('projected points leaders in the WNBA');
    expect(a.rows).toEqual(b.rows);
  }, 300_000);

  it('ranks fewest first for "fewest projected turnovers", and says what it cannot project', async () => {
    const a = await ask('fewest projected turnovers in the WNBA');
    const values = a.rows.map((r) => r.values.turnovers_projected!);
    expect(values).toEqual([...values].sort((x, y) => x - y));
    const fouls = await ask('projected field goals made leaders in the WNBA');
    expect(fouls.reading).toBeNull();
    expect(fouls.answer).toMatch(/^Projections cover points/);
    expect(fouls.suggestions.length).toBeGreaterThan(0);
  }, 300_000);
});

describe("Ask one player's value or projection", () => {
  it("answers her value as her page's Value section gives it (today)", async () => {
    const a = await ask("A'ja Wilson's value");
    const v = (await get('/api/players/a-ja-wilson/value', envelope(playerValueSchema))).data;
    expect(a.reading).toMatchObject({ intent: 'player', view: 'player', fields: ['value'] });
    expect(a.rows.map((r) => [r.slug, r.values.value])).toEqual([['a-ja-wilson', v.value]]);
    expect(a.answer).toContain(`$${v.value!.toLocaleString('en-US')} a year`);
  }, 300_000);

  it('answers her projected line as her projection gives it (today)', async () => {
    const a = await ask("A'ja Wilson projected points and rebounds");
    const p = (await get('/api/players/a-ja-wilson/projection', envelope(projectionSchema))).data;
    expect(a.reading?.fields).toEqual(['pts_projected', 'reb_projected']);
    expect(a.rows[0]!.values).toEqual({
      pts_projected: p.rest_of_season.pts!.mean,
      reb_projected: p.rest_of_season.reb!.mean,
    });
    expect(a.answer).toMatch(
      /^A'ja Wilson is projected to average [\d.]+ points and [\d.]+ rebounds per game/,
    );
  }, 300_000);
});
