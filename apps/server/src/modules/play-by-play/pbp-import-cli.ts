import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOX_SCORE_MAX_ERRORS } from '@hoopdex/contract';
import { openDatabase } from '../../db/client';
import { ConfigError, loadEnv } from '../../env';
import { lockDataDir } from '../../lib/data-dir-lock';
import { importPlayByPlay } from './play-by-play-import.service';

// npm run pbp:import -- <file.csv> [--allow-mismatch]
// Imports a play-by-play CSV (decision 0021) into DATA_DIR's PGlite (the server must be stopped:
// PGlite is single-process) or DATABASE_URL's PostgreSQL. A running server on PostgreSQL shows
// the new plays when its cached answers turn over (a minute); POST /api/admin/play-by-play
// shows them at once.
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const allowMismatch = args.includes('--allow-mismatch');
  const [file, ...rest] = args.filter((a) => a !== '--allow-mismatch');
  if (!file || rest.length)
    throw new ConfigError('usage: npm run pbp:import -- <file.csv> [--allow-mismatch]');
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
    const outcome = await importPlayByPlay(db.db, csv, { allowMismatch });
    if (!outcome.ok) {
      for (const e of outcome.errors) console.error(`${file}: ${e.param}: ${e.msg}`);
      const n = outcome.errors.length;
      const shown = n >= BOX_SCORE_MAX_ERRORS ? `the first ${n} errors` : `${n} error(s)`;
      console.error(`pbp:import: nothing imported (${shown})`);
      return 1;
    }
    for (const g of outcome.result.games) {
      const kept = g.mismatches.length
        ? `, ${g.mismatches.length} differences from the box score kept`
        : '';
      console.log(
        `pbp:import: game ${g.game_id}: ${g.events} events${g.changed ? '' : ' (unchanged)'}${kept}`,
      );
    }
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
    console.error(`pbp:import: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
