import type { PlayerStatsRow, StatKey } from '@hoopdex/contract';
import { percentStats, statLabels } from '@hoopdex/contract/stat-constants';
import type { ServiceDeps } from '../../deps';
import { colours } from '../drawn-images/index';
import { findPlayer } from '../players/index';
import { boxScoreDerivedKey, exactValue, loadDataset, rowOfPlayer, utcToday } from '../stats/index';
import { cardFigures, type CardFigures } from './card-figures';

/** One stat on a card: the season per-game value and the league percentile (null: unrated). */
export interface CardStat {
  key: StatKey;
  label: string;
  /** Shown, one decimal. */
  value: number | null;
  /** Unrounded: what the compare card marks the better of (DESIGN convention 19). */
  exact: number | null;
  percentile: number | null;
}

/** Everything a card shows of one player: the image is a pure function of this. */
export interface PlayerCardModel {
  slug: string;
  name: string;
  team: string | null;
  league: string;
  position: string | null;
  schoolYear: string | null;
  /** The generated avatar's colours and initials (or, with no picture, the same design from the slug). */
  photo: { initials: string; background: string; colour: string };
  games: number;
  /** Every stat of the card's layouts, in `cardStatKeys` order. */
  stats: CardStat[];
}

/** The four headline stats of a player card. */
export const headlineStats: readonly StatKey[] = ['pts', 'reb', 'ast', 'fg_percent'];
/** The rows of a compare card. */
export const compareStats: readonly StatKey[] = [
  'pts',
  'reb',
  'ast',
  'st',
  'blks',
  'turnovers',
  'fg_percent',
  'three_point_percent',
];
const cardStatKeys = [...new Set([...headlineStats, ...compareStats])];

/** Kept a minute and dropped by boxScoresChanged with every stats answer (an import redraws cards). */
export const CARD_TTL_SECONDS = 60;
/** Long names are cut here before layout (the layout clamps to two lines as well). */
const MAX_NAME = 80;

const AVATAR = /^\/media\/avatars\/([a-z0-9-]{1,120})\.svg$/;

function photoOf(slug: string, name: string, imageuri: string | null): PlayerCardModel['photo'] {
  // Generated avatars are drawn natively from the same key (same colours and initials). Other
  // pictures live elsewhere and nothing may be fetched at run time: they get the designed fallback.
  const key = AVATAR.exec(imageuri ?? '')?.[1] ?? slug;
  const [background, colour] = colours(key);
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => [...w][0]?.toUpperCase() ?? '')
      .join('') || '?';
  return { initials, background, colour };
}

const clip = (text: string, max: number) =>
  [...text].length > max
    ? `${[...text]
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;

function statsOf(row: PlayerStatsRow | undefined): CardStat[] {
  return cardStatKeys.map((key) => ({
    key,
    label: statLabels[key],
    value: row && row.games_played > 0 ? row[`${key}_average`] : null,
    exact:
      row && row.games_played > 0
        ? ((exactValue(row, `${key}_average`) as number | null) ?? null)
        : null,
    percentile: row && row.games_played > 0 ? row[`${key}_average_rating`] : null,
  }));
}

/** A player's card data (season, per game), cached under the stats prefix; null: unknown slug. */
export function playerCardModel(deps: ServiceDeps, slug: string): Promise<PlayerCardModel | null> {
  return deps.cache.wrap(boxScoreDerivedKey('card', slug), CARD_TTL_SECONDS, async () => {
    const p = await findPlayer(deps, slug);
    if (!p) return null;
    const ds = await loadDataset(deps, p.league_id, 'latest_season');
    const row = rowOfPlayer(ds, p.id);
    const name = clip(`${p.firstname} ${p.lastname}`.trim(), MAX_NAME);
    return {
      slug: p.slug,
      name,
      team: p.team_name ? clip(p.team_name, MAX_NAME) : null,
      league: p.league_name,
      position: p.position,
      schoolYear: p.school_year,
      photo: photoOf(p.slug, name, p.imageuri),
      games: row?.games_played ?? 0,
      stats: statsOf(row),
    };
  });
}

/**
 * A player card's data: the season model and, as of a day (today for the route), the value and
 * points projection. Null: unknown slug.
 */
export async function playerCardData(
  deps: ServiceDeps,
  slug: string,
  asOf: string = utcToday(),
): Promise<{ model: PlayerCardModel; figures: CardFigures } | null> {
  const model = await playerCardModel(deps, slug);
  return model && { model, figures: await cardFigures(deps, slug, asOf) };
}

export const isPercentStat = (key: StatKey) => percentStats.includes(key);

/** 24.1, 48.3%, or a dash when there is no value. */
export function formatCardValue(stat: CardStat): string {
  if (stat.value === null || !Number.isFinite(stat.value)) return '–';
  return `${stat.value.toFixed(1)}${isPercentStat(stat.key) ? '%' : ''}`;
}

/** 1st, 2nd, 3rd, 11th, 82nd … */
export function ordinal(n: number): string {
  const r = Math.round(n);
  const tens = r % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th');
  return `${r}${suffix}`;
}
