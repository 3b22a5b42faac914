import type { seasonStyles } from '@hoopdex/contract';

// How a league names the season a game falls in (decisions 0024, 0031): its catalogue entry's
// `season_style`.

export type SeasonStyle = (typeof seasonStyles)[number];

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
export function seasonOf(style: SeasonStyle | undefined, date: string): SeasonSpan | null {
  const year = Number(date.slice(0, 4));
  const y = (n: number) => String(n).padStart(4, '0');
  if (style === 'single-year') {
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
