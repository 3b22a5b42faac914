import type { AskField } from '@hoopdex/contract';
import { formatStatField, isStatField, statFieldLabel } from '../../../lib/stat-catalog';
import { formatDollars } from '../../value';

// The figures of an Ask answer's rows: a stat field, Hoopdex Value (whole dollars a year) or a
// projected rest-of-season average per game (`pts_projected`).

const projectedShort: Record<string, string> = {
  pts: 'PTS',
  reb: 'REB',
  ast: 'AST',
  three_pm: '3PM',
  st: 'STL',
  blks: 'BLK',
  turnovers: 'TOV',
  minutes: 'MIN',
  fg_percent: 'FG%',
  three_point_percent: '3P%',
  ft_percent: 'FT%',
};

/** 'PTS avg', 'Value', 'Proj. PTS': the column header of a field. */
export function askFieldLabel(field: AskField): string {
  if (field === 'value') return 'Value';
  if (isStatField(field)) return statFieldLabel(field);
  const stat = field.replace(/_projected$/, '');
  return `Proj. ${projectedShort[stat] ?? stat}`;
}

/** '$1,234,567' for a value, one decimal for a projection (as the Projection panel shows it). */
export function formatAskField(field: AskField, value: number | null | undefined): string {
  if (field === 'value') return value == null ? '- -' : formatDollars(value);
  if (isStatField(field)) return formatStatField(field, value);
  return formatStatField('pts_average', value);
}
