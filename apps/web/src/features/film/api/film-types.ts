import type { Play, PlayerPlay } from '@hoopdex/contract';

/** Where a game's film stands (GET /api/games/{id}/film). */
export type FilmState = 'queued' | 'processing' | 'ready' | 'failed';
export type GameFilm = {
  state: FilmState;
  /** 0-100. */
  progress: number | null;
  message: string | null;
  /** The film's hosted video and its HLS playlist, once there is one. */
  content_id?: number | null;
  stream_url?: string | null;
};

/**
 * A play's clip. The film's stream (HLS master playlist) comes with it when the server sends it;
 * otherwise it is looked up once per content item (useStreamUrl).
 */
export type ClipVideo = NonNullable<Play['video']> & { stream_url?: string | null };

/** Any play the clip player can show: a game's or a player's. */
export type FilmPlay = (Play | PlayerPlay) & { video: ClipVideo | null };

/** The player plays API's filters, as the URL holds them. */
export type PlayerPlaysFilters = {
  event: string | undefined;
  game: number | undefined;
  period: number | undefined;
  page: number;
};
