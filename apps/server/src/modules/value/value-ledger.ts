import type { ValueCause, ValueLedgerEntry, ValuePartKey } from '@hoopdex/contract';
import { paths } from '@hoopdex/contract/spa-paths';
import { performanceAt, productionOf, type ComputedValue, type InputValues } from './compute-value';
import type { InputContext } from './value-inputs';

// Why the value moved: the value at each dated point, and each change split into causes. Every
// cause is a difference of whole-dollar parts (Performance's split in two by holding the league
// still first), so the causes of an entry sum to its change exactly.

export interface ValuePoint {
  date: string;
  computed: ComputedValue;
  values: InputValues;
  context: InputContext;
}

export interface LedgerPlayer {
  id: number;
  slug: string;
  leagueLabel: string;
}

const one = (x: number | null) => (x === null ? 'unknown' : (Math.round(x * 10) / 10).toString());
const count = (n: number, what: string) =>
  `${n > 0 ? '+' : ''}${n.toLocaleString('en-US')} ${what}`;

export function buildLedger(points: ValuePoint[], player: LedgerPlayer): ValueLedgerEntry[] {
  const out: ValueLedgerEntry[] = [];
  let prev: ValuePoint | null = null;
  for (const cur of points) {
    if (cur.computed.value === null) continue;
    const change = cur.computed.value - (prev?.computed.value ?? 0);
    if (prev && change === 0) {
      prev = cur;
      continue;
    }
    out.push({
      date: cur.date,
      value: cur.computed.value,
      change,
      causes: causesBetween(prev, cur, player),
    });
    prev = cur;
  }
  return out;
}

/** The causes of the move from `prev` (null: nothing before) to `cur`. */
export function causesBetween(
  prev: ValuePoint | null,
  cur: ValuePoint,
  player: LedgerPlayer,
): ValueCause[] {
  const causes: ValueCause[] = [];
  const add = (part: ValuePartKey, amount: number, reason: string, link: string | null) => {
    if (amount !== 0) causes.push({ part, amount, reason, link });
  };
  const part = (p: ValuePoint | null, k: ValuePartKey) => p?.computed.parts[k] ?? 0;
  const gameLink = (id: number | null) => (id === null ? null : paths.game(id));
  const a = prev?.values;
  const b = cur.values;

  // Performance: the player's games (production moved, the league held), then the league.
  const perfChange = part(cur, 'performance') - part(prev, 'performance');
  if (!prev || prev.computed.parts.performance === null) {
    add(
      'performance',
      perfChange,
      `First ${cur.context.games} games: production ${one(productionOf(b))} per game against the league's ${one(b.league_production)}`,
      gameLink(cur.context.latestGameId),
    );
  } else {
    const prodA = productionOf(a!)!;
    const prodB = productionOf(b)!;
    const games =
      performanceAt(prodB, a!.league_production!, a!.league_base!) - part(prev, 'performance');
    const newGames = cur.context.games - prev.context.games;
    add(
      'performance',
      games,
      `${newGames} ${newGames === 1 ? 'game' : 'games'} since ${prev.date}: production ${one(prodA)} → ${one(prodB)} per game`,
      gameLink(cur.context.latestGameId),
    );
    add(
      'performance',
      perfChange - games,
      `${player.leagueLabel} average production ${one(a!.league_production)} → ${one(b.league_production)}`,
      paths.value(),
    );
  }

  add(
    'momentum',
    part(cur, 'momentum') - part(prev, 'momentum'),
    `Big games in the last 28 days ${a?.big_games_28d ?? 0} → ${b.big_games_28d ?? 0}; form gain ${one(a?.form_gain ?? 0)} → ${one(b.form_gain)}`,
    gameLink(cur.context.latestBigGameId ?? cur.context.latestGameId),
  );

  const d = (k: 'views' | 'tagged_items' | 'filmed_games') => (b[k] ?? 0) - (a?.[k] ?? 0);
  add(
    'exposure',
    part(cur, 'exposure') - part(prev, 'exposure'),
    [
      count(d('views'), 'views'),
      count(d('tagged_items'), 'items tagging the player'),
      count(d('filmed_games'), 'games with film'),
    ].join(', '),
    paths.viewAllVideosByPlayer(player.id),
  );

  const followA = prev?.computed.parts.following ?? null;
  const followB = cur.computed.parts.following;
  const social = (v: InputValues | undefined) =>
    v ? (v.instagram_followers ?? 0) + (v.tiktok_followers ?? 0) + (v.x_followers ?? 0) : 0;
  const followReason =
    followA === null && followB !== null
      ? `Following entered in the player portal (${social(b).toLocaleString('en-US')} followers, ${(b.hoopdex_fans ?? 0).toLocaleString('en-US')} Hoopdex fans)`
      : followB === null
        ? 'Following no longer entered in the player portal'
        : `${count((b.hoopdex_fans ?? 0) - (a?.hoopdex_fans ?? 0), 'Hoopdex fans')}, ${count(social(b) - social(a), 'social followers')}`;
  add('following', (followB ?? 0) - (followA ?? 0), followReason, paths.player(player.slug));
  return causes;
}
