import { clipFor, type FilmAnchor, type PlayVideo } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/** A game's synced film as the plays read it (decision 0023). */
export interface GameFilm {
  map: FilmAnchor[];
  stream_url: string;
  poster: string | null;
  content_id: number | null;
  duration: number | null;
}

/**
 * The synced, playable films of these games, by game id. Written by the film-sync module (which
 * drops the play-by-play reads when a film changes); read here by SQL so that play-by-play does
 * not import film-sync (film-sync imports play-by-play's cache). A film counts once its sync is
 * ready and its video transcoded.
 */
export async function filmsOf(db: Database, gameIds: number[]): Promise<Map<number, GameFilm>> {
  const films = new Map<number, GameFilm>();
  if (!gameIds.length) return films;
  const rows = await sqlRows<GameFilm & { game_id: number }>(
    db,
    sql`select f.game_id, f.map, s.stream_url, s.image as poster, s.duration,
        case when s.status = 'published' then s.content_id end as content_id
      from game_films f join studio_items s on s.id = f.studio_item_id
      where f.game_id in (${sql.join(
        gameIds.map((id) => sql`${id}::int`),
        sql`, `,
      )}) and f.state = 'ready' and s.stream_url is not null`,
  );
  for (const r of rows) films.set(Number(r.game_id), r);
  return films;
}

/** A play's clip in its game's film, or null (no film, or the film does not show its time). */
export function videoOf(
  film: GameFilm | undefined,
  period: number,
  clockTenths: number,
  event: string,
): PlayVideo | null {
  if (!film) return null;
  const clip = clipFor(film.map, period, clockTenths, event, film.duration);
  if (!clip) return null;
  return {
    content_id: film.content_id,
    stream_url: film.stream_url,
    poster: film.poster,
    ...clip,
  };
}
