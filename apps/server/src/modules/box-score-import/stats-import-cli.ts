import { runCsvImportCli } from '../../lib/csv-import-cli';
import { importBoxScores } from './box-score-import.service';

// npm run stats:import -- <file.csv> [--create-missing] [--dry-run]
// Imports a box-score CSV (decision 0006) into DATA_DIR's PGlite (the server must be stopped:
// PGlite is single-process) or DATABASE_URL's PostgreSQL. Big games are re-derived in the
// import's transaction (decision 0008). A running server on PostgreSQL shows the numbers, risers
// and comps once its stats cache turns over (STATS_TTL_SECONDS); POST /api/admin/box-scores
// shows them at once. The flags are the API's create_missing and dry_run (decision 0024).
const flags = ['--create-missing', '--dry-run'];
runCsvImportCli({
  name: 'stats:import',
  usage: 'npm run stats:import -- <file.csv> [--create-missing] [--dry-run]',
  parseArgs: (args) => {
    const files = args.filter((a) => !flags.includes(a));
    const [file] = files;
    if (!file || files.length > 1 || file.startsWith('--')) return null;
    return {
      file,
      createMissing: args.includes('--create-missing'),
      dryRun: args.includes('--dry-run'),
    };
  },
  run: (db, csv, args) => importBoxScores(db, csv, args),
  summary: (r) => {
    const c = r.result;
    const created =
      c.players_created === undefined
        ? []
        : [
            `${c.leagues_created ?? 0} leagues, ${c.seasons_created ?? 0} seasons, ${c.teams_created ?? 0} teams, ${c.players_created} players created` +
              (c.skipped?.length
                ? `; skipped ${c.skipped.map((s) => `${s.count} ${s.reason}`).join(', ')}`
                : ''),
          ];
    return [
      ...(r.dryRun ? ['dry run: nothing was written; it would have done this:'] : []),
      `${c.games_created} games created, ${c.lines_inserted} lines inserted, ${c.lines_updated} lines updated, ${r.bigGames.inserted.length} new big games`,
      ...created,
    ];
  },
});
