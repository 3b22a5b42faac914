/** The box-score counts that plays stand behind (the film room's events add up to them). */
export type PlayStat =
  | 'pts'
  | 'fgm'
  | 'fga'
  | 'three_pm'
  | 'three_pa'
  | 'ftm'
  | 'fta'
  | 'reb'
  | 'ast'
  | 'st'
  | 'blks'
  | 'turnovers';

/**
 * Where a stat's plays are watched, in one game or over the season; null: nowhere. Given by the
 * page (the film room builds the address), so the stats feature needs no other feature.
 */
export type PlaysLink = (stat: PlayStat, game?: number) => string | null;
