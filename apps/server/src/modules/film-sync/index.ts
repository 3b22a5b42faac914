/**
 * The film-sync module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export {
  demoSegments,
  drawnFilmArgs,
  FILM_FONT,
  type Scoreboard,
  scoreboardRegion,
} from './drawn-film';
export { filmPublisher } from './film-owner';
export { filmSyncJob } from './film-sync-job';
export { FILM_SYNC, startFilm } from './film.service';
