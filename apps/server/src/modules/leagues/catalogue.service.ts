import {
  knownLeagues,
  type CatalogueEntry,
  type CatalogueLeague,
  type EditedLeague,
  type NewLeague,
} from '@hoopdex/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { leagueCatalogue, leagues } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import { HttpError, notFound } from '../../lib/http';

// The catalogue of leagues as rows (decision 0031): what create_missing may create, how a
// league names its seasons and how its leaders qualify.

type Row = typeof leagueCatalogue.$inferSelect;

/** The leagues the migration seeds: imports and the qualification fallbacks rely on them. */
const isShipped = (slug: string) => knownLeagues.some((l) => l.slug === slug);

const toEntry = (r: Row): CatalogueLeague => ({
  slug: r.slug,
  display_name: r.displayName,
  level: r.level as CatalogueLeague['level'],
  gender: r.gender as CatalogueLeague['gender'],
  periods: r.periods,
  period_minutes: r.periodMinutes,
  season_style: r.seasonStyle as CatalogueLeague['season_style'],
  qualification: {
    games_share: r.qualifyGamesShare,
    fgm_per_game: r.qualifyFgmPerGame,
    three_pm_per_game: r.qualifyThreePmPerGame,
    ftm_per_game: r.qualifyFtmPerGame,
    source: r.qualificationSource,
  },
});

/** Every catalogue league, in the order added (the migration's five first), by slug. */
export async function readCatalogue(db: Database): Promise<Map<string, CatalogueLeague>> {
  const rows = await db
    .select()
    .from(leagueCatalogue)
    .orderBy(asc(leagueCatalogue.createdAt), asc(leagueCatalogue.slug));
  return new Map(rows.map((r) => [r.slug, toEntry(r)]));
}

/** The catalogue with each entry's league id (null until a league row exists). */
export async function listCatalogue(db: Database): Promise<CatalogueEntry[]> {
  const [catalogue, ids] = await Promise.all([
    readCatalogue(db),
    db.select({ id: leagues.id, name: leagues.name }).from(leagues),
  ]);
  const idOf = new Map(ids.map((l) => [l.name, l.id]));
  return [...catalogue.values()].map((c) => ({
    ...c,
    league_id: idOf.get(c.slug) ?? null,
    shipped: isShipped(c.slug),
  }));
}

/**
 * An admin's new league: its catalogue entry and its league row, in one transaction, so
 * `/players/{slug}` answers at once and an import can name it. A slug the catalogue holds is a
 * 409; a league row without an entry (the demo's hidden `ncaawb`) gets one and is kept.
 */
export async function addLeague(db: Database, input: NewLeague): Promise<CatalogueEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leagueCatalogue)
      .values({ slug: input.slug, ...columnsOf(input) })
      // The key decides a race between two admins: the second inserts nothing.
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new HttpError(409, [
        {
          msg: `A league with the code "${input.slug}" is already in the catalogue`,
          param: 'slug',
        },
      ]);
    }
    const [existing] = await tx
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.name, input.slug));
    const leagueId = existing?.id ?? (await insertLeagueRow(tx, toEntry(row)));
    return { ...toEntry(row), league_id: leagueId, shipped: isShipped(row.slug) };
  });
}

/** The catalogue columns of an entry's fields (the code aside). */
const columnsOf = (input: EditedLeague) => ({
  displayName: input.display_name,
  level: input.level,
  gender: input.gender,
  periods: input.periods,
  periodMinutes: input.period_minutes,
  seasonStyle: input.season_style,
  qualifyGamesShare: input.qualification.games_share,
  qualifyFgmPerGame: input.qualification.fgm_per_game,
  qualifyThreePmPerGame: input.qualification.three_pm_per_game,
  qualifyFtmPerGame: input.qualification.ftm_per_game,
  qualificationSource: input.qualification.source,
});

/**
 * An admin's correction of a catalogue entry, and of its league row's name and level, in one
 * transaction. The new rule ranks the leaders from the next read; seasons already imported keep
 * their labels (a label names the season's rows, decision 0031).
 */
export async function editLeague(
  db: Database,
  slug: string,
  input: EditedLeague,
): Promise<CatalogueEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(leagueCatalogue)
      .set(columnsOf(input))
      .where(eq(leagueCatalogue.slug, slug))
      .returning();
    if (!row) throw notFound(`No league with the code "${slug}" in the catalogue`, 'slug');
    const [league] = await tx
      .update(leagues)
      .set({ displayName: input.display_name, level: input.level })
      .where(eq(leagues.name, slug))
      .returning({ id: leagues.id });
    return { ...toEntry(row), league_id: league?.id ?? null, shipped: isShipped(row.slug) };
  });
}

/**
 * Takes an entry an admin added (a typo, a league never imported) out of the catalogue, with its
 * league row. Refused (409, saying why) for the leagues Hoopdex ships with, which imports and the
 * qualification fallbacks rely on, and for a league that holds data: its seasons, teams, players
 * and games would lose their league (merge players or correct the entry instead).
 */
export async function deleteLeague(db: Database, slug: string): Promise<{ slug: string }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ slug: leagueCatalogue.slug, name: leagueCatalogue.displayName })
      .from(leagueCatalogue)
      .where(eq(leagueCatalogue.slug, slug))
      .for('update');
    if (!entry) throw notFound(`No league with the code "${slug}" in the catalogue`, 'slug');
    if (isShipped(entry.slug))
      throw new HttpError(409, [
        {
          msg: `${entry.name} is one of the leagues Hoopdex ships with: it can be corrected, not deleted`,
          param: 'slug',
        },
      ]);
    const [held] = await sqlRows<{
      seasons: number;
      teams: number;
      players: number;
      games: number;
    }>(
      tx,
      sql`select
          (select count(*) from seasons s where s.league_id = l.id)::int as seasons,
          (select count(*) from teams t where t.league_id = l.id)::int as teams,
          (select count(*) from players p where p.league_id = l.id)::int as players,
          (select count(*) from games g where g.league_id = l.id)::int as games
        from leagues l where l.name = ${slug}`,
    );
    const parts = held
      ? (['games', 'players', 'teams', 'seasons'] as const)
          .filter((k) => held[k] > 0)
          .map((k) => `${held[k]} ${held[k] === 1 ? k.slice(0, -1) : k}`)
      : [];
    if (parts.length)
      throw new HttpError(409, [
        {
          msg: `${entry.name} holds ${parts.join(', ')}: only a league with no data can be deleted`,
          param: 'slug',
        },
      ]);
    await tx.delete(leagues).where(eq(leagues.name, slug));
    await tx.delete(leagueCatalogue).where(eq(leagueCatalogue.slug, slug));
    return { slug };
  });
}

/** A league row made from its catalogue entry, listed after the others. */
export async function insertLeagueRow(db: Database, entry: CatalogueLeague): Promise<number> {
  const [max] = await sqlRows<{ n: number }>(
    db,
    sql`select coalesce(max(sort_order), -1)::int + 1 as n from leagues`,
  );
  const [row] = await db
    .insert(leagues)
    .values({
      name: entry.slug,
      displayName: entry.display_name,
      level: entry.level,
      sortOrder: max?.n ?? 0,
    })
    .returning({ id: leagues.id });
  if (!row) throw new Error('league row not inserted');
  return row.id;
}
