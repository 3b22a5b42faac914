// Shared by the play-by-play import (clock checks) and the game page (period names).

/** How a league splits a game: periods of regulation and their length; overtime is 5 minutes. */
export interface PeriodRules {
  regulation: number;
  minutes: number;
}

export const OVERTIME_MINUTES = 5;

/**
 * By league code (decision 0021): NBA and G League play 12-minute quarters, the WNBA and NCAA
 * women 10-minute quarters, NCAA men two 20-minute halves. A league not listed is taken to play
 * 12-minute quarters, the longest quarter, so a real clock is never refused for it.
 */
const byLeague: Record<string, PeriodRules> = {
  nba: { regulation: 4, minutes: 12 },
  gleague: { regulation: 4, minutes: 12 },
  wnba: { regulation: 4, minutes: 10 },
  ncaam: { regulation: 2, minutes: 20 },
  ncaaw: { regulation: 4, minutes: 10 },
  ncaawb: { regulation: 4, minutes: 10 },
};

export function periodRules(leagueName: string): PeriodRules {
  return byLeague[leagueName.toLowerCase()] ?? { regulation: 4, minutes: 12 };
}

/** The clock at the start of a period, in tenths of a second. */
export function periodLengthTenths(rules: PeriodRules, period: number): number {
  return (period <= rules.regulation ? rules.minutes : OVERTIME_MINUTES) * 600;
}

/** "Q3", "H2", "OT", "2OT": how a period is named on the page and in errors. */
export function periodLabel(rules: PeriodRules, period: number): string {
  if (period > rules.regulation) {
    const n = period - rules.regulation;
    return n === 1 ? 'OT' : `${n}OT`;
  }
  return `${rules.regulation === 2 ? 'H' : 'Q'}${period}`;
}
