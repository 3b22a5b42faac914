// The columns of a box-score CSV, without zod: the web's import form lists them
// (`@hoopdex/contract/box-score-columns`) without pulling the schemas into its bundle.

/** The columns every file must have (in any order; other columns are ignored). */
export const boxScoreColumns = [
  'game_date',
  'league',
  'home_team',
  'away_team',
  'home_score',
  'away_score',
  'player',
  'team',
  'minutes',
  'pts',
  'fgm',
  'fga',
  'three_pm',
  'three_pa',
  'ftm',
  'fta',
  'oreb',
  'dreb',
  'reb',
  'ast',
  'st',
  'blks',
  'turnovers',
  'fouls',
] as const;
export type BoxScoreColumn = (typeof boxScoreColumns)[number];
