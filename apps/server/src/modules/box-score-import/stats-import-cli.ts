import { runCsvImportCli } from '../../lib/csv-import-cli';
import { importBoxScores } from './box-score-import.service';

// npm run stats:import -- <file.csv>
// Imports a box-score CSV (decision 0006) into DATA_DIR's PGlite (the server must be stopped:
// PGlite is single-process) or DATABASE_URL's PostgreSQL. Big games are re-derived in the
// import's transaction (decision 0008). A running server on PostgreSQL shows the numbers, risers
// and comps once its stats cache turns over (STATS_TTL_SECONDS); POST /api/admin/box-scores
// shows them at once.
runCsvImportCli({
  name: 'stats:import',
  usage: 'npm run stats:import -- <file.csv>',
  parseArgs: ([file, ...rest]) => (file && !rest.length ? { file } : null),
  run: importBoxScores,
  summary: (r) => [
    `${r.result.games_created} games created, ${r.result.lines_inserted} lines inserted, ${r.result.lines_updated} lines updated, ${r.bigGames.inserted.length} new big games`,
  ],
});
