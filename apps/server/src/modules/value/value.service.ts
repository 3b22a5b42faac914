import {
  valuePartKeys,
  type AdjustableValueInput,
  type PlayerValue,
  type ValueLedgerEntry,
} from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { computeValue, productionOf, type InputValues } from './compute-value';
import { performanceSource, type LineSource } from './performance-source';
import {
  findPlayerRef,
  loadValueHistory,
  type PlayerRef,
  type ValueHistory,
} from './value-history';
import {
  addDays,
  describeInput,
  inputsAt,
  PART_INPUTS,
  round2,
  type InputContext,
} from './value-inputs';
import { buildLedger, causesBetween, type ValuePoint } from './value-ledger';
import { PART_FORMULAS, PART_LABELS, VALUE_DISCLAIMER } from './value-method';

/** The ledger's points: the end of each week back from as_of, at most this many. */
export const LEDGER_WEEKS = 26;

export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The player's value as of a date (games before it); null when there is no such player.
 * `withLedger: false`: the same answer with an empty ledger (its weekly points are most of the
 * cost); a what-if always has its ledger (its own entry is the point of it).
 */
export async function playerValue(
  db: Database,
  slug: string,
  asOf: string,
  whatIf?: Partial<Record<AdjustableValueInput, number | undefined>>,
  withLedger = true,
): Promise<PlayerValue | null> {
  const player = await findPlayerRef(db, slug);
  if (!player) return null;
  const history = await loadValueHistory(db, player, asOf);
  if (!history) return noValue(player, asOf);
  const lineOf = performanceSource(db);
  const point = await pointAt(lineOf, history, asOf);
  if (point.computed.value === null) return noValue(player, asOf);
  if (!withLedger && !whatIf) return answer(player, asOf, point, []);
  const points = await ledgerPoints(lineOf, history, asOf, point);
  const ledger = buildLedger(points, ledgerPlayer(player));
  if (!whatIf) return answer(player, asOf, point, ledger);
  const changed = applyWhatIf(point, whatIf);
  // The what-if's own entry: the move from the actual value to the what-if's, by cause.
  const entry: ValueLedgerEntry = {
    date: asOf,
    value: changed.computed.value!,
    change: changed.computed.value! - point.computed.value!,
    causes: causesBetween(point, changed, ledgerPlayer(player)).map((c) => ({
      ...c,
      reason: `What if: ${c.reason}`,
    })),
  };
  return answer(player, asOf, changed, [...ledger, entry]);
}

/** A value and its 80 % range, whole dollars a year; all null for a player with no games. */
export type ValueRange = Pick<PlayerValue, 'value' | 'low' | 'high'>;

/**
 * The same value and range as playerValue, without its ledger: a share card needs only the
 * number, and the ledger's 25 earlier weekly points (each projected on its own date) are most of
 * playerValue's cost. Null: no such player.
 */
export async function playerValueRange(
  db: Database,
  slug: string,
  asOf: string,
  lineOf: LineSource = performanceSource(db),
): Promise<ValueRange | null> {
  const player = await findPlayerRef(db, slug);
  if (!player) return null;
  const history = await loadValueHistory(db, player, asOf);
  const computed = history && (await pointAt(lineOf, history, asOf)).computed;
  if (computed?.value == null) return { value: null, low: null, high: null };
  return { value: computed.value, low: computed.low, high: computed.high };
}

const ledgerPlayer = (p: PlayerRef) => ({ id: p.id, slug: p.slug, leagueLabel: p.leagueLabel });

/** The value's inputs and parts on one date. */
export async function pointAt(
  lineOf: LineSource,
  h: ValueHistory,
  date: string,
): Promise<ValuePoint> {
  const line = await lineOf(h.player.id, date);
  const { values, context } = inputsAt(h, date, line);
  return { date, values, context, computed: computeValue(values) };
}

/** Weekly points from the season's first week to as_of (the last is `current`). */
async function ledgerPoints(
  lineOf: LineSource,
  h: ValueHistory,
  asOf: string,
  current: ValuePoint,
) {
  const first = h.games[0]!.date;
  const dates: string[] = [];
  for (let k = LEDGER_WEEKS - 1; k >= 1; k--) {
    const d = addDays(asOf, -7 * k);
    if (d > first) dates.push(d);
  }
  const points = await Promise.all(dates.map((d) => pointAt(lineOf, h, d)));
  return [...points, current];
}

/** The point with some of the player's inputs set to new values, recomputed by the same code. */
export function applyWhatIf(
  point: ValuePoint,
  whatIf: Partial<Record<AdjustableValueInput, number | undefined>>,
): ValuePoint {
  const values: InputValues = { ...point.values };
  const before = productionOf(values);
  for (const [k, v] of Object.entries(whatIf) as Array<
    [AdjustableValueInput, number | undefined]
  >) {
    if (v !== undefined) values[k] = v;
  }
  // The production's range moves with its mean: a what-if of more points shifts both ends.
  const after = productionOf(values);
  if (before !== null && after !== null) {
    if (values.production_low !== null)
      values.production_low = round2(values.production_low + after - before);
    if (values.production_high !== null)
      values.production_high = round2(values.production_high + after - before);
  }
  const context: InputContext = point.context;
  return { date: point.date, values, context, computed: computeValue(values) };
}

function answer(
  player: PlayerRef,
  asOf: string,
  point: ValuePoint,
  ledger: ValueLedgerEntry[],
): PlayerValue {
  const ctx = { leagueLabel: player.leagueLabel, asOf, verified: point.context.verified };
  const { parts, value, low, high } = point.computed;
  return {
    as_of: asOf,
    player: { slug: player.slug, name: player.name, league: player.leagueLabel },
    value,
    low,
    high,
    unknown_parts: valuePartKeys.filter((k) => parts[k] === null),
    parts: valuePartKeys.map((key) => ({
      key,
      label: PART_LABELS[key],
      amount: parts[key],
      formula: PART_FORMULAS[key],
      inputs: PART_INPUTS[key].map((k) => describeInput(k, point.values[k], ctx)),
    })),
    ledger,
    disclaimer: VALUE_DISCLAIMER,
  };
}

/** A player with no games before as_of has no value: every part unknown, no ledger. */
function noValue(player: PlayerRef, asOf: string): PlayerValue {
  const ctx = { leagueLabel: player.leagueLabel, asOf, verified: new Set<string>() };
  return {
    as_of: asOf,
    player: { slug: player.slug, name: player.name, league: player.leagueLabel },
    value: null,
    low: null,
    high: null,
    unknown_parts: [...valuePartKeys],
    parts: valuePartKeys.map((key) => ({
      key,
      label: PART_LABELS[key],
      amount: null,
      formula: PART_FORMULAS[key],
      inputs: PART_INPUTS[key].map((k) => describeInput(k, null, ctx)),
    })),
    ledger: [],
    disclaimer: VALUE_DISCLAIMER,
  };
}
