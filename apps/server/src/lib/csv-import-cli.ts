import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOX_SCORE_MAX_ERRORS } from '@hoopdex/contract';
import { openDatabase, type Database } from '../db/client';
import { ConfigError, loadEnv } from '../env';
import { lockDataDir } from './data-dir-lock';

type ImportOutcome =
  { ok: true } | { ok: false; errors: ReadonlyArray<{ msg: string; param: string }> };

/**
 * The shell of a CSV import command (`stats:import`, `pbp:import`): reads the file, opens
 * DATA_DIR's PGlite (locked: the server must be stopped, PGlite is single-process) or
 * DATABASE_URL's PostgreSQL, runs the import and prints its errors (nothing imported) or its
 * summary lines. Exits with 0 on success, 1 on any error.
 */
export function runCsvImportCli<O extends ImportOutcome, A extends { file: string }>(opts: {
  name: string;
  usage: string;
  /** The CSV file and the options, from the command's arguments; null when they do not fit. */
  parseArgs(args: string[]): A | null;
  run(db: Database, csv: string, args: A): Promise<O>;
  summary(done: Extract<O, { ok: true }>): string[];
}): void {
  const main = async (): Promise<number> => {
    const parsed = opts.parseArgs(process.argv.slice(2));
    if (!parsed) throw new ConfigError(`usage: ${opts.usage}`);
    const env = loadEnv();
    const file = parsed.file;
    const csv = readCsv(path.resolve(env.invokedFrom, file));
    // Opening an empty folder would create a blank database there instead of importing anywhere.
    if (!env.DATABASE_URL && !existsSync(path.join(env.dataDirAbs, 'pglite')))
      throw new ConfigError(
        `no database in DATA_DIR ${env.dataDirAbs}: start the server there once, or set DATABASE_URL`,
      );
    const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
    const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirAbs });
    try {
      const outcome = await opts.run(db.db, csv, parsed);
      if (!isDone(outcome)) {
        const errors = 'errors' in outcome ? outcome.errors : [];
        for (const e of errors) console.error(`${file}: ${e.param}: ${e.msg}`);
        const n = errors.length;
        const shown = n >= BOX_SCORE_MAX_ERRORS ? `the first ${n} errors` : `${n} error(s)`;
        console.error(`${opts.name}: nothing imported (${shown})`);
        return 1;
      }
      for (const line of opts.summary(outcome)) console.log(`${opts.name}: ${line}`);
      return 0;
    } finally {
      await db.close();
      unlock();
    }
  };
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(`${opts.name}: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    },
  );
}

function isDone<O extends ImportOutcome>(o: O): o is Extract<O, { ok: true }> {
  return o.ok;
}

function readCsv(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`cannot read ${file} (${code})`);
  }
}
