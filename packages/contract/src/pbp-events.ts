// The play-by-play events (decision 0021), without zod: the web's clip playlist imports this
// file alone (`@hoopdex/contract/pbp-events`), so its chunk does not carry the schemas.
export const pbpEvents = [
  'fg2_made',
  'fg2_missed',
  'fg3_made',
  'fg3_missed',
  'ft_made',
  'ft_missed',
  'oreb',
  'dreb',
  'ast',
  'stl',
  'blk',
  'tov',
  'foul',
] as const;
