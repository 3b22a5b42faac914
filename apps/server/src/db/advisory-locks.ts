/**
 * Keys of the transaction-scoped advisory locks that more than one module takes. They live here,
 * below the modules, so the modules that share a lock need not import each other.
 */

/**
 * Serializes box-score imports and the big-game derivation that reads what they write. Two
 * imports of files naming the same new game would otherwise both miss it and both create it
 * (games has no unique key on league, date and teams). pg_advisory_xact_lock works on PGlite and
 * PostgreSQL and is released by the commit or rollback.
 */
export const IMPORT_LOCK_KEY = 727_301;
