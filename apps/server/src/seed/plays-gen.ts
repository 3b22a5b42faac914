import {
  periodLengthTenths,
  periodRules,
  shotZoneOf,
  type PbpEvent,
  type ShotZone,
} from '@hoopdex/contract';
import type { Rng } from './random';
import { drawZone, zoneFiguresOf, type ZoneFigures } from './shot-zone-model';

/** A box-score line as the generator reads it (column names of player_game_stats). */
export interface LineForPlays {
  playerId: number;
  teamId: number;
  fgm: number;
  fga: number;
  threePm: number;
  threePa: number;
  ftm: number;
  fta: number;
  oreb: number;
  dreb: number;
  ast: number;
  st: number;
  blks: number;
  turnovers: number;
  fouls: number;
}

export interface GeneratedPlay {
  playerId: number;
  teamId: number;
  period: number;
  clockTenths: number;
  event: PbpEvent;
  shotX: number | null;
  shotY: number | null;
}

interface Timed extends Omit<GeneratedPlay, 'period' | 'clockTenths'> {
  /** Seconds from tip-off; ties keep the order they were made in (a make, then its assist). */
  t: number;
  order: number;
  /**
   * The shot or turnover this event hangs on (an assist's make, a block's or a rebound's miss, a
   * steal's turnover): it is listed right after it, whatever else its seconds hold.
   */
  after?: Timed;
}

/**
 * Turns a game's box-score lines (both teams) into play-by-play that adds up to them exactly:
 * every make, miss, free throw, rebound, assist, steal, block, turnover and foul of every line
 * becomes one event, placed in regulation time and ordered by the clock. Related events share
 * a moment where the lines allow it: an assist follows a teammate's make, a block an opponent's
 * miss, a steal an opponent's turnover, a rebound comes a few seconds after a miss; free throws
 * come in trips. Shots get locations in a zone drawn from the league's published zone figures
 * given the shot's kind and result (decisions 0021, 0032).
 */
export function generatePlays(
  leagueName: string,
  lines: LineForPlays[],
  rng: Rng,
): GeneratedPlay[] {
  const rules = periodRules(leagueName);
  const periodSeconds = periodLengthTenths(rules, 1) / 10;
  const gameSeconds = periodSeconds * rules.regulation;
  const threeRadius = ['nba', 'gleague'].includes(leagueName.toLowerCase()) ? 23.75 : 22.15;
  const zones = zoneFiguresOf(leagueName);
  const out: Timed[] = [];
  let order = 0;
  const at = (t: number) => Math.min(gameSeconds - 1, Math.max(0, Math.round(t)));
  const push = (
    line: LineForPlays,
    event: PbpEvent,
    t: number,
    spot: [number, number] | null = null,
  ) => {
    const e: Timed = {
      playerId: line.playerId,
      teamId: line.teamId,
      event,
      shotX: spot?.[0] ?? null,
      shotY: spot?.[1] ?? null,
      t: at(t),
      order: (order += 1),
    };
    out.push(e);
    return e;
  };
  const anyTime = () => rng.next() * gameSeconds;
  const times = (n: number) => Array.from({ length: n }, anyTime);

  // Shots and free-throw trips first: the other events hang on them.
  for (const l of lines) {
    const twoM = l.fgm - l.threePm;
    const twoA = l.fga - l.threePa;
    const kinds: [PbpEvent, number][] = [
      ['fg2_made', twoM],
      ['fg2_missed', twoA - twoM],
      ['fg3_made', l.threePm],
      ['fg3_missed', l.threePa - l.threePm],
    ];
    for (const [event, n] of kinds)
      for (const t of times(n))
        push(l, event, t, shotSpot(rng, zones, event, threeRadius));
    // Free throws in trips of two (one left over is an and-one), makes and misses shuffled.
    const fts: PbpEvent[] = rng.shuffle([
      ...Array<PbpEvent>(l.ftm).fill('ft_made'),
      ...Array<PbpEvent>(l.fta - l.ftm).fill('ft_missed'),
    ]);
    for (let i = 0; i < fts.length; i += 2) {
      const t = anyTime();
      for (const ft of fts.slice(i, i + 2)) push(l, ft, t);
    }
  }
  // Each shot and turnover is the moment of at most one assist, block, rebound or steal: a
  // taken moment leaves its pool, so one miss never gets two rebounds nor one make two assists.
  // (The box score can hold more of them than there are moments to share: the rest fall at any
  // time of the game.)
  const pools = {
    makes: out.filter((e) => e.event === 'fg2_made' || e.event === 'fg3_made'),
    blockable: out.filter((e) => e.event === 'fg2_missed' || e.event === 'fg3_missed'),
    // A trip's first free throw missed is followed by its second, not by a rebound.
    reboundable: out.filter(
      (e, i) =>
        e.event.endsWith('missed') &&
        !(
          e.event === 'ft_missed' &&
          out[i + 1]?.event.startsWith('ft') &&
          out[i + 1]?.order === e.order + 1 &&
          out[i + 1]?.t === e.t
        ),
    ),
    turnovers: [] as Timed[],
  };
  const take = (pool: Timed[], pred: (e: Timed) => boolean) => {
    const fits = pool.flatMap((e, i) => (pred(e) ? [i] : []));
    if (!fits.length) return null;
    return pool.splice(rng.pick(fits), 1)[0]!;
  };
  for (const l of lines)
    for (const t of times(l.turnovers)) pools.turnovers.push(push(l, 'tov', t));
  for (const l of lines) {
    const mine = (e: Timed) => e.teamId === l.teamId;
    for (let i = 0; i < l.ast; i += 1) {
      const make = take(pools.makes, (e) => mine(e) && e.playerId !== l.playerId);
      if (make) push(l, 'ast', make.t).after = make;
      else push(l, 'ast', anyTime());
    }
    for (let i = 0; i < l.blks; i += 1) {
      const miss = take(pools.blockable, (e) => !mine(e));
      if (miss) push(l, 'blk', miss.t).after = miss;
      else push(l, 'blk', anyTime());
    }
    for (let i = 0; i < l.st; i += 1) {
      const turnover = take(pools.turnovers, (e) => !mine(e));
      if (turnover) push(l, 'stl', turnover.t).after = turnover;
      else push(l, 'stl', anyTime());
    }
    const rebound = (event: PbpEvent, own: boolean) => {
      const miss = take(pools.reboundable, (e) => mine(e) === own);
      if (!miss) return void push(l, event, anyTime());
      // A second or few later, in the miss's period.
      const periodEnd = (Math.floor(miss.t / periodSeconds) + 1) * periodSeconds;
      push(l, event, Math.min(miss.t + 1 + rng.int(0, 3), periodEnd - 1)).after = miss;
    };
    for (let i = 0; i < l.oreb; i += 1) rebound('oreb', true);
    for (let i = 0; i < l.dreb; i += 1) rebound('dreb', false);
    for (const t of times(l.fouls)) push(l, 'foul', t);
  }

  const key = (e: Timed) => e.after ?? e;
  const boardLast = (e: Timed) => (e.event === 'oreb' || e.event === 'dreb' ? 1 : 0);
  out.sort(
    (a, b) =>
      key(a).t - key(b).t ||
      key(a).order - key(b).order ||
      boardLast(a) - boardLast(b) ||
      a.order - b.order,
  );
  // A rebound no later than what follows it (another shot may come within its few seconds).
  for (let i = out.length - 2; i >= 0; i -= 1) {
    const e = out[i]!;
    if (e.after && e.t > out[i + 1]!.t) e.t = Math.max(e.after.t, out[i + 1]!.t);
  }
  return out.map(({ t, order: _order, after: _after, ...e }) => {
    const period = Math.floor(t / periodSeconds) + 1;
    return { ...e, period, clockTenths: (periodSeconds * period - t) * 10 };
  });
}

/** Where a shot was taken: a zone for its kind and result, then a spot in it (feet, one decimal). */
function shotSpot(
  rng: Rng,
  zones: ZoneFigures,
  event: PbpEvent,
  threeRadius: number,
): [number, number] {
  const three = event.startsWith('fg3');
  const zone: ShotZone = drawZone(rng, zones, three, event.endsWith('made'));
  const r1 = (v: number) => Math.round(v * 10) / 10;
  for (;;) {
    let x: number;
    let y: number;
    if (zone === 'corner_three') {
      x = (rng.chance(0.5) ? -1 : 1) * (22.1 + rng.next() * 2.5);
      y = -3 + rng.next() * 11.5;
    } else {
      const r =
        zone === 'rim'
          ? rng.next() * 4
          : zone === 'paint'
            ? 4 + rng.next() * 10
            : zone === 'mid_range'
              ? 8 + rng.next() * (threeRadius - 9)
              : threeRadius + 0.3 + rng.next() * 3.5;
      const angle = rng.next() * Math.PI; // from one baseline side to the other
      x = r * Math.cos(angle);
      y = r * Math.sin(angle) - (zone === 'rim' ? 1 : 0);
    }
    const spot: [number, number] = [r1(x), r1(y)];
    if (shotZoneOf(three, spot[0], spot[1]) === zone && Math.abs(spot[0]) <= 25) return spot;
  }
}
