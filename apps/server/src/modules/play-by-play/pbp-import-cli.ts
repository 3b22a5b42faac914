import { runCsvImportCli } from '../../lib/csv-import-cli';
import { importPlayByPlay } from './play-by-play-import.service';

// npm run pbp:import -- <file.csv> [--allow-mismatch]
// Imports a play-by-play CSV (decision 0021) into DATA_DIR's PGlite (the server must be stopped:
// PGlite is single-process) or DATABASE_URL's PostgreSQL. A running server on PostgreSQL shows
// the new plays when its cached answers turn over (a minute); POST /api/admin/play-by-play
// shows them at once.
const allowMismatch = process.argv.includes('--allow-mismatch');
runCsvImportCli({
  name: 'pbp:import',
  usage: 'npm run pbp:import -- <file.csv> [--allow-mismatch]',
  parseArgs: (args) => {
    const [file, ...rest] = args.filter((a) => a !== '--allow-mismatch');
    return file && !rest.length ? { file } : null;
  },
  run: (db, csv) => importPlayByPlay(db, csv, { allowMismatch }),
  summary: ({ result }) =>
    result.games.map((g) => {
      const kept = g.mismatches.length
        ? `, ${g.mismatches.length} differences from the box score kept`
        : '';
      return `game ${g.game_id}: ${g.events} events${g.changed ? '' : ' (unchanged)'}${kept}`;
    }),
});
