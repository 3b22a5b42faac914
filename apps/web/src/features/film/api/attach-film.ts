import type { AttachFilmBody, FilmStatus } from '@hoopdex/contract';
import { api } from '../../../lib/api-client';

/** POST /api/me/content/{id}/game: a ready hosted video of the Studio becomes the game's film. */
export async function attachFilm(itemId: number, body: AttachFilmBody): Promise<FilmStatus> {
  const { data } = await api.post<FilmStatus>(`/me/content/${itemId}/game`, body, { auth: true });
  return data;
}
