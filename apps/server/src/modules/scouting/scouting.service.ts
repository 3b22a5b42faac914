import type { SavedFilter, ScoutNote } from '@hoopdex/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { savedFilterBodySchema } from '@hoopdex/contract';
import type { ServiceDeps } from '../../deps';
import { leagues, players, savedFilters, scoutNotes } from '../../db/schema/index';
import { isForeignKeyViolation } from '../../lib/db-rows';
import { badRequest, notFound, unauthorized } from '../../lib/http';

/**
 * A write of the caller's own rows. A valid token can outlive its user (the account was deleted
 * a minute ago): the rows' user foreign key then fails, which is a 401, not a server error.
 */
export async function asCaller<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw unauthorized('Unknown user');
    throw err;
  }
}

/** id of a slug, or a 404 naming the parameter. */
export async function playerIdOf(
  deps: ServiceDeps,
  slug: string,
  param = 'playerSlug',
): Promise<number> {
  const [row] = await deps.db.db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.slug, slug));
  if (!row) throw notFound('Player not found', param);
  return row.id;
}

const noteColumns = {
  player_slug: players.slug,
  note: scoutNotes.note,
  grade: scoutNotes.grade,
  is_public: scoutNotes.isPublic,
  updated_at: scoutNotes.updatedAt,
};
type NoteRow = {
  player_slug: string;
  note: string;
  grade: number | null;
  is_public: boolean;
  updated_at: Date;
};
const toNote = (r: NoteRow): ScoutNote => ({
  ...r,
  updated_at: r.updated_at.toISOString(),
});

export async function listNotes(deps: ServiceDeps, userId: string): Promise<ScoutNote[]> {
  const rows = await deps.db.db
    .select(noteColumns)
    .from(scoutNotes)
    .innerJoin(players, eq(players.id, scoutNotes.playerId))
    .where(eq(scoutNotes.userId, userId))
    .orderBy(desc(scoutNotes.updatedAt));
  return rows.map(toNote);
}

/** The caller's note on a player; null when they have none (the player must exist). */
export async function getNote(
  deps: ServiceDeps,
  userId: string,
  slug: string,
): Promise<ScoutNote | null> {
  const playerId = await playerIdOf(deps, slug);
  const [row] = await deps.db.db
    .select(noteColumns)
    .from(scoutNotes)
    .innerJoin(players, eq(players.id, scoutNotes.playerId))
    .where(and(eq(scoutNotes.userId, userId), eq(scoutNotes.playerId, playerId)));
  return row ? toNote(row) : null;
}

/** Upsert: a second PUT replaces the note and grade (idempotent). */
export async function putNote(
  deps: ServiceDeps,
  userId: string,
  slug: string,
  body: { note: string; grade: number | null; is_public: boolean },
): Promise<ScoutNote> {
  const playerId = await playerIdOf(deps, slug);
  const [row] = await asCaller(() =>
    deps.db.db
      .insert(scoutNotes)
      .values({ userId, playerId, note: body.note, grade: body.grade, isPublic: body.is_public })
      .onConflictDoUpdate({
        target: [scoutNotes.userId, scoutNotes.playerId],
        set: {
          note: body.note,
          grade: body.grade,
          isPublic: body.is_public,
          updatedAt: sql`now()`,
        },
      })
      .returning(),
  );
  if (!row) throw new Error('note upsert returned nothing');
  return toNote({
    player_slug: slug,
    note: row.note,
    grade: row.grade,
    is_public: row.isPublic,
    updated_at: row.updatedAt,
  });
}

type FilterBody = z.infer<typeof savedFilterBodySchema>;
const toFilter = (r: typeof savedFilters.$inferSelect): SavedFilter => ({
  id: r.id,
  name: r.name,
  league_id: r.leagueId,
  interval_code: r.intervalCode as SavedFilter['interval_code'],
  filter: r.filter,
  sort: r.sort as SavedFilter['sort'],
  columns: r.columns,
  created_at: r.createdAt.toISOString(),
});

export async function listFilters(deps: ServiceDeps, userId: string): Promise<SavedFilter[]> {
  const rows = await deps.db.db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.userId, userId))
    .orderBy(asc(savedFilters.createdAt), asc(savedFilters.id));
  return rows.map(toFilter);
}

export async function createFilter(
  deps: ServiceDeps,
  userId: string,
  body: FilterBody,
): Promise<SavedFilter> {
  // Checked first so the insert's only foreign key that can fail is the user's.
  if (body.league_id !== null) {
    const [league] = await deps.db.db
      .select({ id: leagues.id })
      .from(leagues)
      .where(eq(leagues.id, body.league_id));
    if (!league) throw badRequest('Unknown league', 'league_id');
  }
  const [row] = await asCaller(() =>
    deps.db.db
      .insert(savedFilters)
      .values({
        userId,
        name: body.name,
        leagueId: body.league_id,
        intervalCode: body.interval_code,
        filter: body.filter,
        sort: body.sort,
        columns: body.columns,
      })
      .returning(),
  );
  if (!row) throw new Error('insert returned nothing');
  return toFilter(row);
}

/** Deletes the caller's filter; another user's id is a 404 like a missing one. */
export async function deleteFilter(deps: ServiceDeps, userId: string, id: number): Promise<void> {
  const gone = await deps.db.db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.userId, userId)))
    .returning({ id: savedFilters.id });
  if (!gone.length) throw notFound('Saved filter not found', 'id');
}
