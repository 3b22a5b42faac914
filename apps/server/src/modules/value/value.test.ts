import {
  draftPickSchema,
  envelope,
  playerValueSchema,
  projectionSchema,
  socialFollowingSchema,
  valueMethodSchema,
  type PlayerValue,
  type ValueMethod,
} from '@hoopdex/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { draftPicks, draftYears, players, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { importWnba2024 } from './value-fixture';

// Hoopdex Value over the real 2024 WNBA season, imported as a real league arrives (no fans, no
// reported following), through the API only. The recomputation below uses nothing but what the
// answers show: the method's rates and the page's inputs.

let t: TestApp;
let method: ValueMethod;
beforeAll(async () => {
  t = await buildTestApp();
  await importWnba2024(t);
  method = envelope(valueMethodSchema).parse((await t.app.inject('/api/value/method')).json()).data;
}, 120_000);
afterAll(() => t.close());

async function value(slug: string, query = '') {
  const res = await t.app.inject(`/api/players/${slug}/value${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(playerValueSchema).parse(res.json()).data;
}

/** The method answer's rate of this key (fails if the method does not publish it). */
const rate = (key: string) => {
  const r = method.rates.find((x) => x.key === key);
  if (!r) throw new Error(`method has no rate ${key}`);
  return r.value;
};

/** Each part recomputed from the answer's inputs and the method's rates alone. */
function recompute(v: PlayerValue) {
  const input = (part: string, key: string) =>
    v.parts.find((p) => p.key === part)!.inputs.find((i) => i.key === key)!.value;
  const stats = ['pts', 'three_pm', 'reb', 'ast', 'st', 'blks'];
  const production = stats.reduce((s, k) => s + rate(`weight_${k}`) * input('performance', k)!, 0);
  const base = input('performance', 'league_base')!;
  const ratio = production / Math.max(1, input('performance', 'league_production')!);
  const performance = Math.round(base * ratio ** rate('performance_exponent'));
  const momentum = Math.round(
    base *
      (rate('momentum_per_big_game') * input('momentum', 'big_games_28d')! +
        rate('momentum_per_form_point') * Math.max(0, input('momentum', 'form_gain')!)),
  );
  const exposure = Math.round(
    input('exposure', 'league_market')! *
      ((rate('dollars_per_1000_views') * input('exposure', 'views')!) / 1000 +
        rate('dollars_per_filmed_game') * input('exposure', 'filmed_games')! +
        rate('dollars_per_tagged_item') * input('exposure', 'tagged_items')!),
  );
  const social = ['instagram_followers', 'tiktok_followers', 'x_followers'].map((k) =>
    input('following', k),
  );
  const following = social.every((x) => x === null)
    ? null
    : Math.round(
        rate('dollars_per_hoopdex_fan') * input('following', 'hoopdex_fans')! +
          rate('dollars_per_follower') * social.reduce<number>((s, x) => s + (x ?? 0), 0),
      );
  return { performance, momentum, exposure, following };
}

const amounts = (v: PlayerValue) => Object.fromEntries(v.parts.map((p) => [p.key, p.amount]));

describe('GET /api/players/{slug}/value on the WNBA 2024 season', () => {
  it('recomputes to the dollar from the inputs shown and the method published', async () => {
    for (const slug of ['a-ja-wilson', 'caitlin-clark', 'alysha-clark']) {
      const v = await value(slug, '?as_of=2024-08-30');
      expect(amounts(v)).toEqual(recompute(v));
      const known = v.parts.map((p) => p.amount ?? 0);
      expect(v.value).toBe(known.reduce((s, x) => s + x, 0));
      expect(v.low!).toBeLessThanOrEqual(v.value!);
      expect(v.high!).toBeGreaterThanOrEqual(v.value!);
    }
  });

  it('Performance rests on the projection: its inputs are the projected rest-of-season line', async () => {
    for (const slug of ['caitlin-clark', 'alysha-clark']) {
      const v = await value(slug, '?as_of=2024-07-15');
      const res = await t.app.inject(`/api/players/${slug}/projection?as_of=2024-07-15`);
      expect(res.statusCode, res.body).toBe(200);
      const ros = envelope(projectionSchema).parse(res.json()).data.rest_of_season;
      const inputs = v.parts.find((p) => p.key === 'performance')!.inputs;
      const input = (k: string) => inputs.find((i) => i.key === k)!.value;
      const stats = ['pts', 'three_pm', 'reb', 'ast', 'st', 'blks'] as const;
      for (const k of stats) expect(input(k)).toBeCloseTo(ros[k].mean, 2);
      const at = (pick: 'p10' | 'p90') =>
        stats.reduce((s, k) => s + rate(`weight_${k}`) * ros[k][pick], 0);
      // Published to the cent: rounding moves it by at most half a cent.
      expect(Math.abs(input('production_low')! - at('p10'))).toBeLessThanOrEqual(0.0051);
      expect(Math.abs(input('production_high')! - at('p90'))).toBeLessThanOrEqual(0.0051);
      expect(inputs[0]!.source).toMatch(/projections/i);
    }
  });

  it('an imported league has no following: the part is unknown, not zero', async () => {
    const v = await value('a-ja-wilson', '?as_of=2024-09-20');
    expect(v.unknown_parts).toEqual(['following']);
    expect(v.parts.find((p) => p.key === 'following')!.amount).toBeNull();
    expect(v.value).toBeGreaterThan(0);
  });

  it('the MVP is worth more than a bench player, by her production', async () => {
    const mvp = await value('a-ja-wilson', '?as_of=2024-09-20');
    const bench = await value('alysha-clark', '?as_of=2024-09-20');
    expect(mvp.value!).toBeGreaterThan(3 * bench.value!);
  });

  it('the ledger dates every change, its causes sum to it, and it ends at the value', async () => {
    const v = await value('caitlin-clark', '?as_of=2024-09-20');
    expect(v.ledger.length).toBeGreaterThan(5);
    let previous = 0;
    for (const entry of v.ledger) {
      expect(entry.causes.reduce((s, c) => s + c.amount, 0)).toBe(entry.change);
      expect(entry.value - previous).toBe(entry.change);
      expect(entry.change).not.toBe(0);
      previous = entry.value;
    }
    expect(v.ledger.at(-1)!.value).toBe(v.value);
    expect(v.ledger.map((e) => e.date)).toEqual([...v.ledger.map((e) => e.date)].sort());
    expect(v.ledger.flatMap((e) => e.causes).some((c) => c.link?.startsWith('/game/'))).toBe(true);
  });

  it('uses only games before as_of: before the season there is no value', async () => {
    const v = await value('a-ja-wilson', '?as_of=2024-05-01');
    expect(v.value).toBeNull();
    expect(v.low).toBeNull();
    expect(v.parts.every((p) => p.amount === null)).toBe(true);
    expect(v.ledger).toEqual([]);
    const early = await value('a-ja-wilson', '?as_of=2024-06-01');
    const late = await value('a-ja-wilson', '?as_of=2024-09-20');
    expect(early.value).not.toBe(late.value);
    expect(early.ledger.every((e) => e.date <= '2024-06-01')).toBe(true);
  });

  it('ledger=none answers the same value, range and parts with an empty ledger (compare)', async () => {
    const whole = await value('caitlin-clark', '?as_of=2024-09-20');
    const summary = await value('caitlin-clark', '?as_of=2024-09-20&ledger=none');
    expect(whole.ledger.length).toBeGreaterThan(5);
    expect(summary).toEqual({ ...whole, ledger: [] });
    const bad = await t.app.inject('/api/players/caitlin-clark/value?ledger=all');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].param).toBe('ledger');
  });

  it('answers 404 for no such player and 400 for a bad date', async () => {
    expect((await t.app.inject('/api/players/nobody-here/value')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/players/a-ja-wilson/value?as_of=2024-13-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].param).toBe('as_of');
  });
});

describe('GET /api/players/{slug}/value/what-if', () => {
  it('answers the same shape with the inputs changed, and a ledger entry for the move', async () => {
    const actual = await value('caitlin-clark', '?as_of=2024-09-20');
    const pts = actual.parts[0]!.inputs.find((i) => i.key === 'pts')!.value!;
    const res = await t.app.inject(
      `/api/players/caitlin-clark/value/what-if?as_of=2024-09-20&pts=${pts + 5}&instagram_followers=100000`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const v = envelope(playerValueSchema).parse(res.json()).data;
    expect(amounts(v)).toEqual(recompute(v));
    expect(v.value!).toBeGreaterThan(actual.value!);
    expect(v.parts.find((p) => p.key === 'following')!.amount).toBe(
      Math.round(100_000 * rate('dollars_per_follower')),
    );
    const last = v.ledger.at(-1)!;
    expect(last.change).toBe(v.value! - actual.value!);
    expect(last.causes.reduce((s, c) => s + c.amount, 0)).toBe(last.change);
  });

  it.each([
    ['', 'pts'],
    ['?pts=-1', 'pts'],
    ['?pts=abc', 'pts'],
  ])('refuses %s with a 400 naming %s', async (query, param) => {
    const res = await t.app.inject(`/api/players/caitlin-clark/value/what-if${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.map((e: { param: string }) => e.param)).toContain(param);
  });

  // A league's reference is not the player's to change; an unknown input is refused by name.
  it.each(['league_base', 'league_production', 'salary'])(
    'refuses ?%s=1 with a 400',
    async (key) => {
      const res = await t.app.inject(`/api/players/caitlin-clark/value/what-if?${key}=1`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(key);
    },
  );
});

describe('Following: Hoopdex fans and the portal', () => {
  it('a linked player reports a following; the value shows it at once, self-reported', async () => {
    const [player] = await t.db.db
      .select({ id: players.id })
      .from(players)
      .where(eq(players.slug, 'sabrina-ionescu'));
    await t.db.db.insert(users).values([
      {
        id: 'sabrina',
        name: 'S',
        email: 'sabrina@test.local',
        role: 'player',
        playerId: player!.id,
      },
      { id: 'fan-1', name: 'F', email: 'fan-1@test.local', role: 'fan' },
    ]);
    const before = await value('sabrina-ionescu');
    expect(before.unknown_parts).toContain('following');
    const token = await t.sign({ sub: 'sabrina', role: 'player' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/social-following',
      headers: { authorization: `Bearer ${token}` },
      payload: { instagram: 1_200_000, tiktok: 300_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(envelope(socialFollowingSchema).parse(put.json()).data).toHaveLength(2);
    const after = await value('sabrina-ionescu');
    expect(after.unknown_parts).toEqual([]);
    const following = after.parts.find((p) => p.key === 'following')!;
    expect(following.inputs.find((i) => i.key === 'instagram_followers')).toMatchObject({
      value: 1_200_000,
      source: 'Player portal, self-reported (not verified)',
    });
    expect(after.value! - before.value!).toBe(following.amount);

    // A follow moves the fans at once (the cached value is dropped).
    const fan = await t.sign({ sub: 'fan-1', role: 'fan' });
    const follow = await t.app.inject({
      method: 'POST',
      url: '/api/me/userFollows',
      headers: { authorization: `Bearer ${fan}` },
      payload: { followType: 'player', slug: 'sabrina-ionescu' },
    });
    expect(follow.statusCode, follow.body).toBe(200);
    const followed = await value('sabrina-ionescu');
    const fans = followed.parts.find((p) => p.key === 'following')!.inputs[0]!;
    expect(fans).toMatchObject({ key: 'hoopdex_fans', value: 1 });
  });

  it('only a player-linked account reports a following', async () => {
    const fan = await t.sign({ sub: 'fan-1', role: 'fan' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/me/social-following',
      headers: { authorization: `Bearer ${fan}` },
      payload: { instagram: 5 },
    });
    expect(res.statusCode).toBe(403);
    const anon = await t.app.inject({
      method: 'PUT',
      url: '/api/me/social-following',
      payload: { instagram: 5 },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/value/method', () => {
  it('publishes every rate with its source, and the On3 reference', () => {
    expect(method.rates.length).toBeGreaterThan(10);
    for (const r of method.rates) expect(r.source.length).toBeGreaterThan(5);
    expect(method.reference.url).toMatch(/^https:\/\/www\.on3\.com\//);
    expect(method.disclaimer).toMatch(/not earnings/);
  });
});

describe('NIL Targets by value: GET /api/getDraftPicks?sort=value', () => {
  it("ranks the class by each player's own value, highest first, no value last", async () => {
    // A class in a draft order unlike the values: a bench player first, the MVP last, and a
    // prospect who is not in the database (no player, so no value) in the middle.
    const slugs = ['alysha-clark', 'caitlin-clark', 'a-ja-wilson'];
    const ids = await t.db.db
      .select({ id: players.id, slug: players.slug })
      .from(players)
      .where(inArray(players.slug, slugs));
    const idOf = (slug: string) => ids.find((r) => r.slug === slug)!.id;
    await t.db.db.insert(draftYears).values({ year: 2025 });
    await t.db.db.insert(draftPicks).values([
      {
        year: 2025,
        draftposition: 1,
        playerId: idOf('alysha-clark'),
        name: 'A C',
        slug: 'alysha-clark',
      },
      {
        year: 2025,
        draftposition: 2,
        playerId: idOf('caitlin-clark'),
        name: 'C C',
        slug: 'caitlin-clark',
      },
      { year: 2025, draftposition: 3, playerId: null, name: 'Pro Spect', slug: 'pro-spect' },
      {
        year: 2025,
        draftposition: 4,
        playerId: idOf('a-ja-wilson'),
        name: 'A W',
        slug: 'a-ja-wilson',
      },
    ]);
    const list = envelope(z.array(draftPickSchema));
    const read = async (query: string) => {
      const res = await t.app.inject(`/api/getDraftPicks?year=2025&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return list.parse(res.json());
    };

    // Each pick's value is the one the player's page gives today.
    const today = new Map<string, number | null>();
    for (const slug of slugs) today.set(slug, (await value(slug)).value);
    const expected = [...slugs]
      .sort((a, b) => today.get(b)! - today.get(a)!)
      .map((slug) => ({ slug, value: today.get(slug)! }));
    expect(expected.every((p) => p.value > 0)).toBe(true);

    const byValue = await read('sort=value');
    expect(byValue.rowCount).toBe(4);
    expect(byValue.data.map((p) => ({ slug: p.slug, value: p.value }))).toEqual([
      ...expected,
      { slug: 'pro-spect', value: null },
    ]);
    // Pages continue the ranking.
    const second = await read('sort=value&limit=2&offset=2');
    expect(second.data.map((p) => p.slug)).toEqual([expected[2]!.slug, 'pro-spect']);
    // Without the sort: draft order.
    expect((await read('sort=draft')).data.map((p) => p.draftposition)).toEqual([1, 2, 3, 4]);
  });
});
