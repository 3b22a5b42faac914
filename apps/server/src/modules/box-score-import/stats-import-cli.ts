import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOX_SCORE_MAX_ERRORS } from '@hoopdex/contract';
import { openDatabase } from '../../db/client';
import { ConfigError, loadEnv } from '../../env';
import { lockDataDir } from '../../lib/data-dir-lock';
import { importBoxScores } from './box-score-import.service';

// npm run stats:import -- <file.csv>
// Imports a box-score CSV (decision 0006) into DATA_DIR's PGlite (the server must be stopped:
// PGlite is single-process) or DATABASE_URL's PostgreSQL. Big games are re-derived in the
// import's transaction (decision 0008). A running server on PostgreSQL shows the numbers, risers
// and comps once its stats cache turns over (STATS_TTL_SECONDS); POST /api/admin/box-scores
// shows them at once.
async function main(): Promise<number> {
  const [file] = process.argv.slice(2);
  if (!file) throw new ConfigError('usage: npm run stats:import -- <file.csv>');
  const env = loadEnv();
  const csv = readCsv(path.resolve(env.invokedFrom, file));
  // Opening an empty folder would create a blank database there instead of importing anywhere.
  if (!env.DATABASE_URL && !existsSync(path.join(env.dataDirAbs, 'pglite')))
    throw new ConfigError(
      `no database in DATA_DIR ${env.dataDirAbs}: start the server there once, or set DATABASE_URL`,
    );
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirAbs });
  try {
    const outcome = await importBoxScores(db.db, csv);
    if (!outcome.ok) {
      for (const e of outcome.errors) console.error(`${file}: ${e.param}: ${e.msg}`);
      const n = outcome.errors.length;
      const shown = n >= BOX_SCORE_MAX_ERRORS ? `the first ${n} errors` : `${n} error(s)`;
      console.error(`stats:import: nothing imported (${shown})`);
      return 1;
    }
    const r = outcome.result;
    console.log(
      `stats:import: ${r.games_created} games created, ${r.lines_inserted} lines inserted, ${r.lines_updated} lines updated, ${outcome.bigGames.inserted.length} new big games`,
    );
    return 0;
  } finally {
    await db.close();
    unlock();
  }
}

function readCsv(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`cannot read ${file} (${code})`);
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`stats:import: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
