/**
 * The leagues module's public surface (decision 0031): the catalogue of leagues as data.
 * Everything else in this folder is its own business (src/import-graph.test.ts).
 */
export { catalogueChanged } from './catalogue-cache';
export { insertLeagueRow, readCatalogue } from './catalogue.service';
export { seasonOf, type SeasonStyle } from './season-of';
export { periodRulesOfLeague, periodRulesOfLeagues } from './league-periods';
