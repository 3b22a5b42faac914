import type { FilmStatus, Play, PlayerPlay } from '@hoopdex/contract';

/** Where a game's film stands (GET /api/games/{id}/film, decision 0023). */
export type GameFilm = FilmStatus;

/** Any play the clip player can show: a game's or a player's (its `video` carries the film). */
export type FilmPlay = Play | PlayerPlay;

/** The player plays API's filters, as the URL holds them. */
export type PlayerPlaysFilters = {
  event: string | undefined;
  game: number | undefined;
  period: number | undefined;
  /** `latest_season`: only the season the statistics tab's season table counts. */
  interval: 'latest_season' | undefined;
  page: number;
};
