/**
 * What every import resolves a file against (issue 30): leagues, seasons, teams and players by
 * name, and the stored games by league, date, home and away team. The box-score import and the
 * play-by-play import both use it; neither reaches into the other.
 */
export { findGames, gameKeyOf, loadNames, teamFinder, type NameLookup } from './import-lookup';
