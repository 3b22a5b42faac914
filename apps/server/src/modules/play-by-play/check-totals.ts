import { pbpCheckedStats, type PbpCheckedStat, type PbpEvent } from '@hoopdex/contract';
import type { ResolvedGame } from './resolve-plays';

export type StatTotals = Record<PbpCheckedStat, number>;

/** Where a player's events and box-score line differ in one figure. */
export interface Mismatch {
  playerId: number;
  slug: string;
  name: string;
  stat: PbpCheckedStat;
  boxScore: number;
  events: number;
  /** The file line of the player's last event in the game (or the game's first line). */
  line: number;
}

const zero = (): StatTotals => Object.fromEntries(pbpCheckedStats.map((s) => [s, 0])) as StatTotals;

/** What one event adds to the box-score figures. */
export function addEvent(t: StatTotals, event: PbpEvent): void {
  switch (event) {
    case 'fg2_made':
      t.pts += 2;
      t.fgm += 1;
      t.fga += 1;
      break;
    case 'fg2_missed':
      t.fga += 1;
      break;
    case 'fg3_made':
      t.pts += 3;
      t.fgm += 1;
      t.fga += 1;
      t.three_pm += 1;
      t.three_pa += 1;
      break;
    case 'fg3_missed':
      t.fga += 1;
      t.three_pa += 1;
      break;
    case 'ft_made':
      t.pts += 1;
      t.ftm += 1;
      t.fta += 1;
      break;
    case 'ft_missed':
      t.fta += 1;
      break;
    case 'oreb':
    case 'dreb':
      t.reb += 1;
      break;
    case 'ast':
      t.ast += 1;
      break;
    case 'stl':
      t.st += 1;
      break;
    case 'blk':
      t.blks += 1;
      break;
    case 'tov':
      t.turnovers += 1;
      break;
    case 'foul':
      t.fouls += 1;
      break;
  }
}

/** The box-score figures a list of events adds up to. */
export function totalsOf(events: Iterable<PbpEvent>): StatTotals {
  const t = zero();
  for (const e of events) addEvent(t, e);
  return t;
}

/**
 * Every figure of every player of the game (each box-score line, and each player with events)
 * where the events' total differs from the box score. A file must hold whole games: a player
 * of the box score without any event is checked against zero.
 */
export function gameMismatches(game: ResolvedGame): Mismatch[] {
  const totals = new Map<number, StatTotals>();
  const lastLine = new Map<number, number>();
  for (const p of game.plays) {
    let t = totals.get(p.playerId);
    if (!t) totals.set(p.playerId, (t = zero()));
    addEvent(t, p.event);
    lastLine.set(p.playerId, p.line);
  }
  const out: Mismatch[] = [];
  for (const box of game.box.values()) {
    const t = totals.get(box.playerId) ?? zero();
    for (const stat of pbpCheckedStats)
      if (t[stat] !== box[stat])
        out.push({
          playerId: box.playerId,
          slug: box.slug,
          name: box.name,
          stat,
          boxScore: box[stat],
          events: t[stat],
          line: lastLine.get(box.playerId) ?? game.firstLine,
        });
  }
  return out.sort((a, b) => a.line - b.line || a.slug.localeCompare(b.slug));
}
