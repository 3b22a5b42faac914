// Property tests of Hoopdex Value's arithmetic (issue 33's sense checks): for any inputs,
// raising any one of the player's inputs never lowers the value nor its own part; the parts sum
// to the value to the dollar; the range holds the value; the ledger's causes sum to each change.
// Reproduce with FC_SEED=<seed> npx vitest run --project server <this file>.
import {
  adjustableValueInputs,
  projectedStats,
  valueInputKeys,
  type ProjectedLine,
  type ProjectedStat,
  type ValuePartKey,
} from '@hoopdex/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeValue, productionOf, type InputValues } from './compute-value';
import { applyWhatIf } from './value.service';
import type { ValueHistory } from './value-history';
import { inputsAt, PART_INPUTS, type InputContext } from './value-inputs';
import { productionStats } from './value-method';
import { buildLedger, type ValuePoint } from './value-ledger';

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const stat = fc.double({ min: 0, max: 60, noNaN: true });
const count = fc.integer({ min: 0, max: 5_000_000 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 3 });

/** Any inputs a player could have: every number in its range, the portal's may be unknown. */
const inputsArb: fc.Arbitrary<InputValues> = fc
  .record({
    pts: stat,
    three_pm: stat,
    reb: stat,
    ast: stat,
    st: stat,
    blks: stat,
    low: fc.double({ min: 0, max: 1, noNaN: true }),
    high: fc.double({ min: 1, max: 2, noNaN: true }),
    league_production: fc.double({ min: 0, max: 60, noNaN: true }),
    league_base: fc.integer({ min: 0, max: 500_000 }),
    big_games_28d: fc.integer({ min: 0, max: 12 }),
    form_gain: fc.double({ min: -30, max: 30, noNaN: true }),
    league_market: fc.double({ min: 0, max: 5, noNaN: true }),
    filmed_games: fc.integer({ min: 0, max: 80 }),
    tagged_items: fc.integer({ min: 0, max: 500 }),
    views: count,
    hoopdex_fans: count,
    instagram_followers: maybe(count),
    tiktok_followers: maybe(count),
    x_followers: maybe(count),
  })
  .map(({ low, high, ...v }) => {
    const production =
      v.pts + 0.5 * v.three_pm + 1.25 * v.reb + 1.5 * v.ast + 2 * v.st + 2 * v.blks;
    return { ...v, production_low: production * low, production_high: production * high };
  });

const context: InputContext = {
  games: 10,
  latestGameId: 1,
  latestBigGameId: null,
  verified: new Set(),
};
/** A WNBA player's season so far: ten games, the league's days before them. */
const history: ValueHistory = {
  player: {
    id: 1,
    slug: 'p',
    name: 'P',
    leagueId: 1,
    leagueCode: 'wnba',
    leagueLabel: 'WNBA',
    level: 'pro',
    fanCount: 0,
  },
  seasonId: 1,
  games: Array.from({ length: 10 }, (_, i) => ({
    gameId: i + 1,
    date: `2024-06-${String(i + 10)}`,
    production: 20 + i,
  })),
  leagueDays: [['2024-06-10', 2400, 120]],
  bigGames: [],
  films: [],
  followsByDay: [],
  items: [],
  viewsByDay: [],
  social: [],
};
const partOf = (key: string) =>
  (Object.keys(PART_INPUTS) as ValuePartKey[]).find((p) => PART_INPUTS[p].includes(key as never))!;

describe('Hoopdex Value, property-based', () => {
  it('raising any one input of the player never lowers the value nor its own part', () => {
    fc.assert(
      fc.property(
        inputsArb,
        fc.constantFrom(...adjustableValueInputs),
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        (v, key, raise) => {
          const point: ValuePoint = {
            date: '2025-01-01',
            values: v,
            context,
            computed: computeValue(v),
          };
          const raised = applyWhatIf(point, { [key]: (v[key] ?? 0) + raise });
          const part = partOf(key);
          expect(raised.computed.value!).toBeGreaterThanOrEqual(point.computed.value!);
          // An unknown part becoming known is a rise too.
          expect(raised.computed.parts[part] ?? 0).toBeGreaterThanOrEqual(
            point.computed.parts[part] ?? 0,
          );
        },
      ),
      { seed, numRuns: 3000 },
    );
  });

  it('the league references move every part the same way (base and market only raise it)', () => {
    fc.assert(
      fc.property(
        inputsArb,
        fc.constantFrom('league_base', 'league_market'),
        fc.nat(100_000),
        (v, key, raise) => {
          const before = computeValue(v);
          const after = computeValue({ ...v, [key]: v[key]! + raise });
          expect(after.value!).toBeGreaterThanOrEqual(before.value!);
        },
      ),
      { seed, numRuns: 1000 },
    );
  });

  it('the parts sum to the value to the dollar, and the range holds it', () => {
    fc.assert(
      fc.property(inputsArb, (v) => {
        const c = computeValue(v);
        const parts = Object.values(c.parts);
        for (const p of parts) if (p !== null) expect(Number.isInteger(p)).toBe(true);
        expect(c.value).toBe(parts.reduce<number>((s, x) => s + (x ?? 0), 0));
        expect(c.low!).toBeLessThanOrEqual(c.value!);
        expect(c.high!).toBeGreaterThanOrEqual(c.value!);
        expect(c.parts.following === null).toBe(
          v.instagram_followers === null && v.tiktok_followers === null && v.x_followers === null,
        );
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('without a projected line (no games) there is no value', () => {
    fc.assert(
      fc.property(inputsArb, fc.constantFrom('pts', 'reb', 'league_production'), (v, key) => {
        const c = computeValue({ ...v, [key]: null });
        expect(c.value).toBeNull();
        expect(c.low).toBeNull();
      }),
      { seed, numRuns: 300 },
    );
  });

  it("the ledger's causes sum to each change, and each change to the step in value", () => {
    const pointsArb = fc.array(fc.tuple(inputsArb, fc.nat(3)), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(pointsArb, (series) => {
        const points: ValuePoint[] = series.map(([v, games], i) => ({
          date: `2025-01-${String(i + 10)}`,
          values: v,
          context: { ...context, games: i * 3 + games },
          computed: computeValue(v),
        }));
        const ledger = buildLedger(points, { id: 1, slug: 'p', leagueLabel: 'L' });
        let previous = 0;
        for (const e of ledger) {
          expect(e.causes.reduce((s, c) => s + c.amount, 0)).toBe(e.change);
          expect(e.value - previous).toBe(e.change);
          previous = e.value;
        }
        expect(ledger.at(-1)?.value).toBe(points.at(-1)!.computed.value);
      }),
      { seed, numRuns: 500 },
    );
  });

  // Performance rests on the projections' rest-of-season line (performance-source.ts): for any
  // line the projections can publish (p10 ≤ mean ≤ p90 per stat), the inputs derived from it keep
  // the range around the value, and a higher projected mean of any stat never lowers Performance.
  it('from any projected line: the range holds the value, a higher projection never lowers it', () => {
    const statArb = fc
      .tuple(stat, stat, stat)
      .map((xs) => xs.sort((a, b) => a - b))
      .map(([p10, mean, p90]) => ({ p10: p10!, mean: mean!, p90: p90! }));
    const lineArb = fc.record(
      Object.fromEntries(projectedStats.map((k) => [k, statArb])) as Record<
        ProjectedStat,
        typeof statArb
      >,
    );
    fc.assert(
      fc.property(
        lineArb,
        fc.constantFrom(...productionStats),
        fc.double({ min: 0, max: 20, noNaN: true }),
        (line, key, raise) => {
          const at = (l: ProjectedLine) => {
            const { values } = inputsAt(history, '2024-07-01', l);
            return { values, computed: computeValue(values) };
          };
          const { values, computed } = at(line);
          expect(values.production_low!).toBeLessThanOrEqual(productionOf(values)! + 0.03);
          expect(values.production_high!).toBeGreaterThanOrEqual(productionOf(values)! - 0.03);
          expect(computed.low!).toBeLessThanOrEqual(computed.value!);
          expect(computed.high!).toBeGreaterThanOrEqual(computed.value!);
          const s = line[key];
          const raised = at({ ...line, [key]: { ...s, mean: s.mean + raise, p90: s.p90 + raise } });
          expect(raised.computed.parts.performance!).toBeGreaterThanOrEqual(
            computed.parts.performance!,
          );
        },
      ),
      { seed, numRuns: 1000 },
    );
  });

  it('lists every input key under a part (league base under two)', () => {
    const listed = Object.values(PART_INPUTS).flat();
    expect(new Set(listed)).toEqual(new Set(valueInputKeys));
    expect(listed.filter((k) => k === 'league_base')).toHaveLength(2); // Performance and Momentum
  });
});
