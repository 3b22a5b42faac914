import type { StatField } from '@hoopdex/contract';
import type { ParsedQuestion, Threshold } from './parse-question';
import { leagueNames, type AskStat, type LeagueCode } from './vocabulary';

// The words of the answers: one sentence per answer, built from the reading and the rows.

const nouns: Record<AskStat, string> = {
  pts: 'points',
  ast: 'assists',
  reb: 'rebounds',
  st: 'steals',
  blks: 'blocks',
  turnovers: 'turnovers',
  three_pm: '3-pointers',
  fgm: 'field goals made',
  ftm: 'free throws made',
  fg_percent: 'field goal %',
  ft_percent: 'free throw %',
  three_point_percent: '3-point %',
  performance: 'Game Score',
  games_played: 'games',
};
const percentFrom: Partial<Record<AskStat, string>> = {
  fg_percent: 'from the field',
  ft_percent: 'from the line',
  three_point_percent: 'from three',
};

/** The stat field a stat is read from: percentages and Game Score have one, others two. */
export function fieldOf(stat: AskStat, mode: 'average' | 'total'): StatField {
  if (stat === 'performance' || stat === 'games_played') return stat;
  if (stat in percentFrom) return `${stat}_average` as StatField;
  return `${stat}_${mode}` as StatField;
}

const isWhole = (field: StatField) =>
  field === 'games_played' || (field.endsWith('_total') && !field.includes('percent'));
export const formatValue = (field: StatField, v: number | null | undefined) =>
  v == null ? '–' : isWhole(field) ? String(Math.round(v)) : v.toFixed(1);

/** "7.9 assists per game", "45.1 % from three", "312 points", "a Game Score of 18.2". */
export function valuePhrase(
  stat: AskStat,
  mode: 'average' | 'total',
  v: number | null | undefined,
  /** Write the number as given (thresholds: "at least 20 points", not "20.0"). */
  asTyped = false,
): string {
  const field = fieldOf(stat, mode);
  const text = asTyped && v != null ? String(v) : formatValue(field, v);
  if (stat === 'performance') return `a Game Score of ${text} per game`;
  if (stat === 'games_played') return `${text} games`;
  if (percentFrom[stat]) return `${text} % ${percentFrom[stat]}`;
  return `${text} ${nouns[stat]}${mode === 'average' ? ' per game' : ''}`;
}

export const statNoun = (stat: AskStat, mode: 'average' | 'total') =>
  stat === 'performance' || stat === 'games_played' || percentFrom[stat] || mode === 'total'
    ? nouns[stat]
    : `${nouns[stat]} per game`;

const plurals = {
  Freshman: 'freshmen',
  Sophomore: 'sophomores',
  Junior: 'juniors',
  Senior: 'seniors',
} as const;
const positionPlurals = { Guard: 'guards', Forward: 'forwards', Center: 'centers' } as const;

/** "NCAA Men freshman guards", "NBA players". */
export function groupPhrase(
  p: Pick<ParsedQuestion, 'position' | 'schoolYear'>,
  league: string,
): string {
  const name = leagueNames[league as LeagueCode] ?? league.toUpperCase();
  const who = p.position ? positionPlurals[p.position] : 'players';
  if (!p.schoolYear) return `${name} ${who}`;
  return p.position
    ? `${name} ${p.schoolYear.toLowerCase()} ${who}`
    : `${name} ${plurals[p.schoolYear]}`;
}

export const intervalPhrase = (
  interval: 'latest_season' | 'lastweek',
  lastGames: number | null = null,
) =>
  lastGames
    ? `over the last ${lastGames} game${lastGames === 1 ? '' : 's'}`
    : interval === 'lastweek'
      ? 'last week'
      : 'this season';

const opWords = { gte: 'at least', gt: 'over', lte: 'at most', lt: 'under' } as const;
/** "at least 20 points and over 10 rebounds per game". */
export function thresholdPhrase(thresholds: Threshold[], mode: 'average' | 'total'): string {
  const parts = thresholds.map((t) =>
    `${opWords[t.op]} ${valuePhrase(t.stat, mode, t.value, true)}`.replace(' per game', ''),
  );
  const perGame =
    mode === 'average' &&
    thresholds.some(
      (t) => !percentFrom[t.stat] && t.stat !== 'games_played' && t.stat !== 'performance',
    );
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
  return perGame ? `${list} per game` : list;
}

export const fullName = (p: { firstname: string; lastname: string }) =>
  `${p.firstname} ${p.lastname}`;

/** Commas and "and": "a, b and c". */
export const listing = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
