import { periodRules, type PeriodRules } from '@hoopdex/contract';
import type { Database } from '../../db/client';
import { leagueCatalogue } from '../../db/schema/index';

/**
 * How each league splits a game, read from the catalogue (decision 0031), so a league an admin
 * adds with, say, four 10-minute quarters has its play-by-play clocks checked, its periods named
 * and its film synced by its own rules. A league with no catalogue entry keeps the contract's
 * rule (12-minute quarters: the longest, so a real clock is never refused).
 */
export async function periodRulesOfLeagues(db: Database): Promise<(league: string) => PeriodRules> {
  const rows = await db
    .select({
      slug: leagueCatalogue.slug,
      periods: leagueCatalogue.periods,
      minutes: leagueCatalogue.periodMinutes,
    })
    .from(leagueCatalogue);
  const bySlug = new Map(
    rows.map((r) => [r.slug.toLowerCase(), { regulation: r.periods, minutes: r.minutes }]),
  );
  return (league) => bySlug.get(league.toLowerCase()) ?? periodRules(league);
}

/** One league's rules (the game page, a film's sync). */
export async function periodRulesOfLeague(db: Database, league: string): Promise<PeriodRules> {
  return (await periodRulesOfLeagues(db))(league);
}
