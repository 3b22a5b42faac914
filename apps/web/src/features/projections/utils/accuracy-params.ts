import type { AccuracyQuery } from '../api/get-projection-accuracy';

/** ?league=&season= of /projections/accuracy (the loader and the page read them alike). */
export function accuracyQueryFrom(params: URLSearchParams): AccuracyQuery {
  const league = Number(params.get('league'));
  const season = params.get('season')?.trim();
  return {
    ...(Number.isInteger(league) && league > 0 ? { league } : {}),
    ...(season ? { season: season.slice(0, 20) } : {}),
  };
}

/** The picker's value for a league and season ('3:2024'). */
export const pickKey = (league: number, season: string) => `${league}:${season}`;
