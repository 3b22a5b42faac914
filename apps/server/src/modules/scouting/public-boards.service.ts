import { randomBytes } from 'node:crypto';
import type { PublicBoard } from '@hoopdex/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { ServiceDeps } from '../../deps';
import { scoutBoards, scoutNotes } from '../../db/schema/index';
import { notFound } from '../../lib/http';
import { publicBoardKeys } from './public-boards-cache';
import { getBoard, seasonRowsOf } from './scouting-boards.service';

/** Public board answers are kept briefly; any scout write drops them all at once. */
export const PUBLIC_BOARD_TTL_SECONDS = 30;

/** 24 random bytes, base64url: 32 characters, 192 bits, so links cannot be guessed or walked. */
const newToken = () => randomBytes(24).toString('base64url');

/** Makes the caller's board public under a new token (a second call replaces the old link). */
export async function shareBoard(deps: ServiceDeps, userId: string, id: number) {
  const done = await deps.db.db
    .update(scoutBoards)
    .set({ shareToken: newToken() })
    .where(and(eq(scoutBoards.id, id), eq(scoutBoards.userId, userId)))
    .returning({ id: scoutBoards.id });
  if (!done.length) throw notFound('Board not found', 'id');
  return getBoard(deps, userId, id);
}

/** Makes the board private again: its link answers 404 from now on. */
export async function unshareBoard(deps: ServiceDeps, userId: string, id: number) {
  const done = await deps.db.db
    .update(scoutBoards)
    .set({ shareToken: null })
    .where(and(eq(scoutBoards.id, id), eq(scoutBoards.userId, userId)))
    .returning({ id: scoutBoards.id });
  if (!done.length) throw notFound('Board not found', 'id');
  return getBoard(deps, userId, id);
}

/** The id and owner of the board a token opens; null for an unknown or revoked token. */
async function boardOfToken(deps: ServiceDeps, token: string) {
  const [row] = await deps.db.db
    .select({ id: scoutBoards.id, userId: scoutBoards.userId })
    .from(scoutBoards)
    .where(eq(scoutBoards.shareToken, token));
  return row ?? null;
}

/**
 * A shared board as its visitors see it: players in order with their season figures, and the
 * scout's notes on them only where the scout marked the note public. Private notes are filtered
 * out in SQL, so they never reach this process's answer, its cache or a preview.
 */
export async function publicBoard(deps: ServiceDeps, token: string): Promise<PublicBoard | null> {
  const ref = await boardOfToken(deps, token);
  if (!ref) return null;
  const board = await getBoard(deps, ref.userId, ref.id);
  const items = board.items ?? [];
  const ids = items.map((i) => i.player.player_id);
  const notes = ids.length
    ? await deps.db.db
        .select({ playerId: scoutNotes.playerId, note: scoutNotes.note, grade: scoutNotes.grade })
        .from(scoutNotes)
        .where(
          and(
            eq(scoutNotes.userId, ref.userId),
            eq(scoutNotes.isPublic, true),
            inArray(scoutNotes.playerId, ids),
          ),
        )
    : [];
  const noteOf = new Map(notes.map((n) => [n.playerId, { note: n.note, grade: n.grade }]));
  const statsOf = await seasonRowsOf(deps, ids);
  return {
    name: board.name,
    updated_at: board.updated_at,
    item_count: board.item_count,
    items: items.map(({ position, player: { player_id, ...player } }) => {
      const s = statsOf.get(player_id);
      const played = s && s.games_played > 0 ? s : null;
      return {
        position,
        player,
        stats: {
          games_played: s?.games_played ?? 0,
          pts_average: played?.pts_average ?? null,
          reb_average: played?.reb_average ?? null,
          ast_average: played?.ast_average ?? null,
          fg_percent_average: played?.fg_percent_average ?? null,
          performance: played?.performance ?? null,
        },
        note: noteOf.get(player_id) ?? null,
      };
    }),
  };
}

/** A public board through the shared cache (the API answer's data and the link preview). */
export function cachedPublicBoard(deps: ServiceDeps, token: string): Promise<PublicBoard | null> {
  return deps.cache.wrap(publicBoardKeys.data(token), PUBLIC_BOARD_TTL_SECONDS, () =>
    publicBoard(deps, token),
  );
}
