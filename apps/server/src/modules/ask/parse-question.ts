import { lowerIsBetter, type StatKey } from '@hoopdex/contract';
import { matchPhrases, type Item } from './grammar/match-phrases';
import { tokenizeQuestion } from './grammar/tokenize';
import {
  isCollegeLeague,
  type AskStat,
  type LeagueCode,
  type Op,
  type Position,
  type SchoolYear,
} from './vocabulary';

export interface Threshold {
  stat: AskStat;
  op: Op;
  value: number;
}

/** A question as the grammar reads it, before any name is looked up. */
export interface ParsedQuestion {
  /** rank: a list of players; player: one player's numbers; compare: 2+ players; best_game. */
  intent: 'rank' | 'player' | 'compare' | 'best_game';
  /** Rank questions: NBA unless said (or NCAA Men when a class is named). Others: the player's. */
  league: LeagueCode | null;
  interval: 'latest_season' | 'lastweek';
  /** "last N games": a player's last N box scores (not an interval of the leaderboards). */
  lastGames: number | null;
  position: Position | null;
  /** Only with a college league (spec §4: Class only for NCAA leagues). */
  schoolYear: SchoolYear | null;
  /** The stats asked about, the first one ranks; empty = performance (Game Score). */
  stats: AskStat[];
  mode: 'average' | 'total';
  dir: 'asc' | 'desc';
  /** "top 5"; null = the answer's default. */
  limit: number | null;
  thresholds: Threshold[];
  /** Runs of words the vocabulary does not know: player names, or words it cannot place. */
  names: string[];
  /** A league named that Hoopdex does not cover (EuroLeague, …): answered by saying so. */
  uncovered: string | null;
  /**
   * What a ranking is by: the stats done so far (the leaderboard or explorer), Hoopdex Value
   * ("most valuable": the Value board) or the projected rest-of-season average ("projected").
   */
  measure: 'stats' | 'value' | 'projected';
  /** Something of the vocabulary was recognised (a stat, ranking, filter or league). */
  understood: boolean;
}

const percentOf: Partial<Record<AskStat, StatKey>> = {
  three_pm: 'three_point_percent',
  fgm: 'fg_percent',
  ftm: 'ft_percent',
};
const isPercent = (s: AskStat) =>
  s === 'fg_percent' || s === 'ft_percent' || s === 'three_point_percent';
/** "averaging 20 and 10 (and 5)": points, rebounds, assists, in the order fans say them. */
const idiomOrder: AskStat[] = ['pts', 'reb', 'ast', 'st', 'blks'];

type Slot = Item & { used?: boolean };

/** Reads a question into a ParsedQuestion. Pure: the same text always gives the same reading. */
export function parseQuestion(text: string): ParsedQuestion {
  const items: Slot[] = matchPhrases(tokenizeQuestion(text));
  const at = (i: number): Slot | undefined => items[i];
  let lastGames: number | null = null;
  let limit: number | null = null;

  // "last 5 games", "past ten", "5 games" after last/past: the last N games.
  items.forEach((it, i) => {
    const n = at(i + 1);
    if (it.kind === 'recent' && n?.kind === 'number' && Number.isInteger(n.value) && n.value > 0) {
      lastGames = Math.min(n.value, 100);
      it.used = n.used = true;
      const g = at(i + 2);
      if (g?.kind === 'games') g.used = true;
    }
  });
  // "top 5", "5 best", "bottom 3": how many rows.
  items.forEach((it, i) => {
    if (it.kind !== 'rank' || !it.takesCount) return;
    const after = at(i + 1);
    const before = at(i - 1);
    if (
      after?.kind === 'number' &&
      !after.used &&
      Number.isInteger(after.value) &&
      items[i + 2]?.kind !== 'percent'
    ) {
      limit = after.value;
      after.used = true;
    } else if (
      before?.kind === 'number' &&
      !before.used &&
      Number.isInteger(before.value) &&
      !isComparedNumber(items, i - 1)
    ) {
      limit = before.value;
      before.used = true;
    }
  });

  const thresholds = readThresholds(items);
  if (items.some((it) => it.kind === 'doubleDouble')) {
    for (const stat of ['pts', 'reb'] as const)
      if (!thresholds.some((t) => t.stat === stat)) thresholds.push({ stat, op: 'gte', value: 10 });
  }
  // "3pt shooters by percentage": a percentage word left over turns makes into a percentage.
  const pctWord = items.some((it) => it.kind === 'percent' && !it.used);
  const free = items.filter((it): it is Slot & { kind: 'stat' } => it.kind === 'stat' && !it.used);
  const stats = [
    ...new Set(free.map((it) => (pctWord ? (percentOf[it.stat] ?? it.stat) : it.stat))),
  ];
  const gameWord = items.find((it) => it.kind === 'bestGame') as
    (Item & { kind: 'bestGame' }) | undefined;
  const shooterWord = items.some((it) => it.kind === 'shooter');
  // "best shooter": shooting is a percentage (from three, where shooters are told apart), never
  // Game Score; "best free throw shooters" already named its stat.
  if (!stats.length && shooterWord && !thresholds.length) stats.push('three_point_percent');
  if (!stats.length && gameWord?.stat) stats.push(gameWord.stat);
  if (!stats.length && thresholds[0]) stats.push(thresholds[0].stat);
  // "who has played the most games": "games" not taken by "last N games" or a threshold.
  if (!stats.length && items.some((it) => it.kind === 'games' && !it.used))
    stats.push('games_played');

  const first = <K extends Item['kind']>(kind: K) =>
    items.find((it) => it.kind === kind) as Extract<Item, { kind: K }> | undefined;
  const rankWord = first('rank');
  const names = nameRuns(items);
  const explicitLeague = first('league')?.league ?? null;
  const schoolYearWord = first('class')?.schoolYear ?? null;

  // "compare marville sorvik": one run of words, but a comparison was asked; the names are
  // split when they are looked up.
  const compareWord = !!first('compare');
  const intent: ParsedQuestion['intent'] = gameWord
    ? names.length >= 2
      ? 'compare'
      : 'best_game'
    : names.length >= 2 || (names.length === 1 && compareWord && names[0]!.includes(' '))
      ? 'compare'
      : names.length === 1
        ? 'player'
        : 'rank';
  let league = explicitLeague;
  if ((intent === 'rank' || (intent === 'best_game' && !names.length)) && !league)
    league = schoolYearWord ? 'ncaam' : 'nba';
  const schoolYear = schoolYearWord && (!league || isCollegeLeague(league)) ? schoolYearWord : null;

  const main = stats[0] ?? 'performance';
  const lower = main !== 'performance' && main !== 'games_played' && lowerIsBetter.includes(main);
  const dirWord = rankWord?.dir ?? 'best';
  const dir: 'asc' | 'desc' =
    dirWord === 'high'
      ? 'desc'
      : dirWord === 'low'
        ? 'asc'
        : (dirWord === 'best') === lower
          ? 'asc'
          : 'desc';
  const uncovered = first('otherLeague')?.name ?? null;
  // Value outranks a projection when both are said ("projected value": the value already rests
  // on the projected line).
  const measures = items.flatMap((it) => (it.kind === 'measure' ? [it.measure] : []));
  const measure = measures.includes('value')
    ? 'value'
    : measures.includes('projected')
      ? 'projected'
      : 'stats';
  const understood =
    measure !== 'stats' ||
    !!uncovered ||
    stats.length > 0 ||
    thresholds.length > 0 ||
    !!rankWord ||
    !!explicitLeague ||
    !!first('position') ||
    !!schoolYearWord ||
    !!first('bestGame');

  return {
    intent,
    league,
    interval: first('interval')?.interval ?? 'latest_season',
    lastGames,
    position: first('position')?.position ?? null,
    schoolYear,
    stats,
    mode: items.some((it) => it.kind === 'mode' && it.mode === 'total') ? 'total' : 'average',
    dir,
    limit: limit === 0 ? null : limit,
    thresholds,
    names,
    uncovered,
    measure,
    understood,
  };
}

/** The stat a number is about: "20 points", "40 % from three", "20 + ppg". */
function statAfterNumber(
  items: Slot[],
  i: number,
): (Slot & { kind: 'stat' | 'games' }) | undefined {
  for (let k = i + 1; k < Math.min(items.length, i + 4); k++) {
    const it = items[k] as Slot;
    if (it.kind === 'stat' || it.kind === 'games') return it as Slot & { kind: 'stat' | 'games' };
    if (!['percent', 'mode', 'cmp', 'stop'].includes(it.kind) || (it.kind === 'cmp' && !it.after))
      return undefined;
  }
  return undefined;
}

/** A number with a comparison before it ("over 20") is a threshold, never a count. */
const isComparedNumber = (items: Slot[], i: number) => items[i - 1]?.kind === 'cmp';

function readThresholds(items: Slot[]): Threshold[] {
  const found: (Threshold & { at: number })[] = [];
  const bare: { op: Op; value: number; pct: boolean; at: number; compared: boolean }[] = [];
  items.forEach((it, i) => {
    if (it.kind !== 'number' || it.used) return;
    it.used = true;
    let op: Op | undefined;
    const before = items[i - 1];
    if (before?.kind === 'cmp' && !before.after) {
      op = before.op;
      before.used = true;
    }
    let k = i + 1;
    let pct = false;
    if (items[k]?.kind === 'percent') {
      pct = true;
      (items[k] as Slot).used = true;
      k++;
    }
    const after = items[k];
    if (after?.kind === 'cmp' && after.after) {
      op ??= after.op;
      after.used = true;
    }
    let target = statAfterNumber(items, i);
    if (target?.used) target = undefined;
    if (!target) {
      // "points over 20", "shooting above 45 %": the stat comes first.
      for (let b = i - 1; b >= Math.max(0, i - 3); b--) {
        const prev = items[b] as Slot;
        if (prev.kind === 'stat' && !prev.used) {
          target = prev as Slot & { kind: 'stat' };
          break;
        }
        if (!['cmp', 'mode', 'stop'].includes(prev.kind)) break;
      }
    }
    const value = it.value;
    if (!target) {
      bare.push({ op: op ?? 'gte', value, pct, at: i, compared: op !== undefined });
      return;
    }
    target.used = true;
    let stat: AskStat = target.kind === 'games' ? 'games_played' : target.stat;
    if (pct) stat = percentOf[stat] ?? stat;
    if (isPercent(stat)) {
      // "shooting 40 % from three": "shooting" only said that a percentage follows.
      const prev = items[i - 1]?.kind === 'cmp' ? items[i - 2] : items[i - 1];
      if (prev?.kind === 'stat' && prev.text === 'shooting') prev.used = true;
    }
    found.push({ stat, op: op ?? 'gte', value, at: i });
  });
  // "averaging 20 and 10": numbers without a stat are points, rebounds, assists in that order,
  // when something says they are figures (an average, a comparison, two or more of them); a
  // lone number in other text ("alert(1)") is not a threshold.
  const averaging = items.some((it) => it.kind === 'mode' && it.mode === 'average');
  if (!averaging && bare.length < 2 && !bare.some((b) => b.compared)) bare.length = 0;
  const taken = new Set(found.map((t) => t.stat));
  const order = idiomOrder.filter((s) => !taken.has(s));
  bare.forEach((b, n) => {
    const stat = b.pct ? 'fg_percent' : order[n];
    if (stat) found.push({ stat, op: b.op, value: b.value, at: b.at });
  });
  // In the order they were said: the first one ranks when no other stat is named.
  return found.sort((a, b) => a.at - b.at).map(({ stat, op, value }) => ({ stat, op, value }));
}

/** Consecutive unknown words; anything the vocabulary knows ends a run. */
function nameRuns(items: Item[]): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  for (const it of items) {
    if (it.kind === 'word') {
      run.push(it.text);
    } else if (run.length) {
      runs.push(run.join(' '));
      run = [];
    }
  }
  if (run.length) runs.push(run.join(' '));
  return runs;
}
