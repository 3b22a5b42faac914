import { envelope, playerValueSchema, projectionSchema } from '@hoopdex/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { leagueProjections } from '../projections/index';
import { boxScoresChanged } from '../stats/index';
import { importWnba2024 } from '../value/value-fixture';
import { playerCardData } from './card-data';
import { dollarsShort, oneDecimal, projectionText, valueText } from './card-figures';
import { playerCardTree } from './card-layout';
import type { CardChild } from './card-renderer';

// The value and projection lines of a player card (issues 32 and 33) over the real 2024 WNBA
// season, imported once through the admin API: the card holds the very numbers the value and
// projection answers give, and a player the site has no numbers for shows neither line.
let t: TestApp;
const deps = () => ({ db: t.db, cache: t.cache });
const STAR = 'a-ja-wilson';
let leagueId: number;
/** Mid-season (before the Olympic break): the season still has games left to project. */
const MID_SEASON = '2024-07-10';

beforeAll(async () => {
  t = await buildTestApp();
  const league = await importWnba2024(t);
  leagueId = league.id;
  await createPlayer(t.db.db, { leagueId: league.id, slug: 'no-games-yet', imageuri: null });
}, 120_000);
afterAll(() => t.close());

async function answer<T>(url: string, parse: (body: unknown) => { data: T }) {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return parse(res.json()).data;
}
const valueAnswer = (slug: string, query = '') =>
  answer(`/api/players/${slug}/value${query}`, (b) => envelope(playerValueSchema).parse(b));

/** Every string a card tree would draw, in order, joined by spaces. */
function cardText(node: CardChild | CardChild[] | undefined): string {
  if (node == null) return '';
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(cardText).filter(Boolean).join(' ');
  return cardText(node.props.children);
}

async function cardPng(slug: string) {
  const res = await t.app.inject(`/api/cards/player/${slug}.png`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return PNG.sync.read(res.rawPayload);
}

/** Where the value line sits when it follows four stat rows (right of the photo). */
const VALUE_LINE_BOX = [404, 485, 1150, 520] as const;

/** Distinct colours in a box: a blank (flat) region has one. */
function colours(img: PNG, x0: number, y0: number, x1: number, y1: number) {
  const seen = new Set<number>();
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = (y * img.width + x) * 4;
      seen.add((img.data[i]! << 16) | (img.data[i + 1]! << 8) | img.data[i + 2]!);
    }
  }
  return seen.size;
}

async function cardOf(slug: string, asOf?: string) {
  const data = await playerCardData(deps(), slug, asOf);
  if (!data) throw new Error(`no card data for ${slug}`);
  return { ...data, text: cardText(playerCardTree(data.model, data.figures)) };
}

describe('player card: Hoopdex Value and projected points', () => {
  it("holds today's value of GET /api/players/{slug}/value and writes it; no projection after the season", async () => {
    const v = await valueAnswer(STAR);
    expect(v.value).not.toBeNull();
    const card = await cardOf(STAR);
    expect(card.figures.value).toEqual({ value: v.value, low: v.low, high: v.high });
    expect(card.text).toContain(`Hoopdex Value ${valueText(card.figures.value!)}`);
    expect(card.text).toContain(`(${dollarsShort(v.low!)}–${dollarsShort(v.high!)})`);
    // The 2024 season ended long before today: nothing is left to project.
    expect(card.figures.projection).toBeNull();
    expect(card.text).not.toContain('Projected');
  });

  it('mid-season: the value and the rest-of-season points of the API, as of the same day', async () => {
    const v = await valueAnswer(STAR, `?as_of=${MID_SEASON}`);
    const p = await answer(`/api/players/${STAR}/projection?as_of=${MID_SEASON}`, (b) =>
      envelope(projectionSchema).parse(b),
    );
    expect(p.games_left).toBeGreaterThan(0);
    const { mean, p10, p90 } = p.rest_of_season.pts;
    // First projected alone (the league's projections of that day are cold), then again with
    // them warm (the card and value then read her line from them): the same numbers both ways.
    for (const warm of [false, true]) {
      if (warm) {
        await boxScoresChanged(t.cache);
        await leagueProjections(deps(), leagueId, MID_SEASON);
      }
      const card = await cardOf(STAR, MID_SEASON);
      expect(card.figures.value).toEqual({ value: v.value, low: v.low, high: v.high });
      expect(card.figures.projection).toEqual({ mean, p10, p90 });
      expect(card.text).toContain(`Hoopdex Value ${valueText(card.figures.value!)}`);
      expect(card.text).toContain(
        `Projected ${oneDecimal(mean)} pts (${oneDecimal(p10)}–${oneDecimal(p90)})`,
      );
      expect(card.text).toContain(`Projected ${projectionText(card.figures.projection!)}`);
    }
  });

  it('a player without games shows neither line (no zero standing in)', async () => {
    expect((await valueAnswer('no-games-yet')).value).toBeNull();
    for (const asOf of [undefined, MID_SEASON]) {
      const card = await cardOf('no-games-yet', asOf);
      expect(card.figures).toEqual({ value: null, projection: null });
      expect(card.text).not.toMatch(/Hoopdex Value|Projected|\$0\b/);
    }
  });

  it("the route draws the star's value line inside 1200×630; the player without games has none", async () => {
    const star = await cardPng(STAR);
    const none = await cardPng('no-games-yet');
    expect([star.width, star.height]).toEqual([1200, 630]);
    // Under the stat rows, above the footer: the value line's text, blank on the other card.
    expect(colours(star, ...VALUE_LINE_BOX)).toBeGreaterThan(5);
    expect(colours(none, ...VALUE_LINE_BOX)).toBe(1);
  });
});

describe('card number formats (as the web writes them)', () => {
  it('short dollars and one decimal', () => {
    expect([1_234_567, 912_000, 12_500_000, 950].map(dollarsShort)).toEqual([
      '$1.2M',
      '$912K',
      '$13M',
      '$950',
    ]);
    expect([18.45, 15.1, 0.05, 7].map(oneDecimal)).toEqual(['18.5', '15.1', '0.1', '7.0']);
    expect(valueText({ value: 1_250_000, low: null, high: 2e6 })).toBe('$1.3M');
  });
});
