import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An admin's merge of two players (decision 0031): what it moved and removed, so an undo puts
 * every line back. Ids, not foreign keys: the merged player is deleted by the merge and comes
 * back, with the same id, on undo.
 */
export const playerMerges = pgTable('player_merges', {
  id: serial('id').primaryKey(),
  keepId: integer('keep_id').notNull(),
  mergedId: integer('merged_id').notNull(),
  /** The merged player's row as it was (to_jsonb), put back by an undo. */
  mergedPlayer: jsonb('merged_player').$type<Record<string, unknown>>().notNull(),
  /** The kept player's search name before the merge added the merged name to it. */
  keepSearchName: text('keep_search_name').notNull(),
  /**
   * Per referencing table: `moved` (primary keys, as they are after the move, of the rows given
   * to the kept player) and `removed` (whole rows the kept player already had an equal of).
   */
  changes: jsonb('changes').$type<MergeChanges>().notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
});

export interface MergeTableChanges {
  table: string;
  column: string;
  /** follows: only rows with follow_type = 'player' point at players. */
  filter?: { column: string; value: string };
  moved: Record<string, unknown>[];
  removed: Record<string, unknown>[];
}
export interface MergeChanges {
  tables: MergeTableChanges[];
  /** Studio items whose tagged players listed the merged player, with the list as it was. */
  studioItems: { id: number; playerIds: number[] }[];
  /** Whether the merge added the merged slug as an alias (an undo removes only that one). */
  aliasAdded: boolean;
}
