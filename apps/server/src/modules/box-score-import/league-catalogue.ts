// The leagues an import may create and how their seasons are named (decision 0024). A league
// missing from the database is created only from here: a typo in a file's league column must
// be an error, not a new league.

export interface CatalogueLeague {
  name: string;
  displayName: string;
  level: 'pro' | 'college';
  /** Whether a season runs across the new year (2024-25) or sits in one (2024). */
  crossesYear: boolean;
}

export const leagueCatalogue: readonly CatalogueLeague[] = [
  { name: 'nba', displayName: 'NBA', level: 'pro', crossesYear: true },
  { name: 'gleague', displayName: 'G League', level: 'pro', crossesYear: true },
  { name: 'ncaam', displayName: 'NCAA Men', level: 'college', crossesYear: true },
  { name: 'ncaaw', displayName: 'NCAA Women', level: 'college', crossesYear: true },
  // May to October: one calendar year.
  { name: 'wnba', displayName: 'WNBA', level: 'pro', crossesYear: false },
];

export const catalogueLeague = (name: string) =>
  leagueCatalogue.find((l) => l.name === name.toLowerCase());

export interface SeasonSpan {
  label: string;
  startDate: string;
  endDate: string;
}

/**
 * The season a game date falls in, as the league names it: `2024` (January to December) for a
 * league whose season sits in one year; else `2024-25`, from July 1 to June 30 (the off-season
 * months are where one season ends and the next begins). A league outside the catalogue is
 * taken to cross the year, as most basketball leagues do. Null when the span would leave the
 * years 0001–9999.
 */
export function seasonOf(leagueName: string, date: string): SeasonSpan | null {
  const year = Number(date.slice(0, 4));
  const y = (n: number) => String(n).padStart(4, '0');
  if (catalogueLeague(leagueName)?.crossesYear === false) {
    return { label: y(year), startDate: `${y(year)}-01-01`, endDate: `${y(year)}-12-31` };
  }
  const first = Number(date.slice(5, 7)) >= 7 ? year : year - 1;
  if (first < 1 || first + 1 > 9999) return null; // no calendar year of PostgreSQL's
  return {
    label: `${y(first)}-${String((first + 1) % 100).padStart(2, '0')}`,
    startDate: `${y(first)}-07-01`,
    endDate: `${y(first + 1)}-06-30`,
  };
}
