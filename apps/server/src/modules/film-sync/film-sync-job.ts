import type { ClockRegion } from '@hoopdex/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { StoredSyncPoint } from '../../db/schema/index';
import type { Cache } from '../../lib/cache';
import { sqlRows } from '../../db/sql-rows';
import { periodRulesOfLeague } from '../leagues/index';
import { type JobKind, type ClaimedJob, probeVideo, type MediaConfig } from '../media/index';
import { buildMap } from './clock-map';
import { readClock, type OcrResult } from './clock-ocr';
import { findScoreboard } from './find-scoreboard';
import { syncMessage } from './sync-message';
import { filmChanged } from './film-sync-cache';
import { FILM_SYNC, placedPlays, type FilmSyncPayload } from './film.service';

interface FilmJobRow {
  studio_item_id: number;
  clock_region: ClockRegion | null;
  sync_points: StoredSyncPoint[];
  item_status: string;
  stream_url: string | null;
  item_message: string | null;
  league: string;
}

/**
 * The film_sync media job (decision 0023): reads the film's clock, builds the map, says how
 * much it could read. The film turns ready once its video is transcoded too: a sync that ends
 * first queues a short follow-up (`finalize`) that waits for the transcode by re-queueing itself,
 * so no runner ever blocks on another job.
 */
export function filmSyncJob(deps: { db: Database; cache: Cache; media: MediaConfig }): JobKind {
  const { db } = deps;
  const filmOf = async (job: ClaimedJob, gameId: number) => {
    const [film] = await sqlRows<FilmJobRow>(
      db,
      sql`select f.studio_item_id, f.clock_region, f.sync_points, s.status as item_status,
          s.stream_url, s.status_message as item_message, l.name as league
        from game_films f join studio_items s on s.id = f.studio_item_id
          join games g on g.id = f.game_id join leagues l on l.id = g.league_id
        where f.game_id = ${gameId}`,
    );
    // Another film replaced this one since: nothing to do.
    return film && Number(film.studio_item_id) === job.studio_item_id ? film : null;
  };
  const setFilm = async (gameId: number, state: string, message: string | null) => {
    await db.execute(
      sql`update game_films set state = ${state}, message = ${message}, updated_at = now()
          where game_id = ${gameId}`,
    );
    await filmChanged(deps.cache, gameId);
  };

  /** Ready when the video is; failed with it; otherwise look again shortly. */
  const settle = async (
    job: ClaimedJob,
    gameId: number,
    film: FilmJobRow,
    message: string | null,
  ) => {
    if (film.item_status === 'failed')
      return setFilm(gameId, 'failed', film.item_message ?? 'The video could not be processed');
    if (film.stream_url) return setFilm(gameId, 'ready', message);
    await db.execute(
      sql`insert into media_jobs (studio_item_id, kind, payload, run_after)
          values (${job.studio_item_id}, ${FILM_SYNC},
            ${JSON.stringify({ game_id: gameId, finalize: true, message })}::jsonb,
            now() + interval '3 seconds')`,
    );
  };

  return {
    async run(job, source, control) {
      const payload = job.payload as FilmSyncPayload & { message?: string | null };
      const gameId = payload.game_id;
      const film = await filmOf(job, gameId);
      if (!film) return;
      if (payload.finalize) return settle(job, gameId, film, payload.message ?? null);

      await setFilm(gameId, 'processing', null);
      const probe = await probeVideo(source);
      const rules = await periodRulesOfLeague(db, film.league);
      const regulation = rules.regulation;
      // No region given: find the scoreboard first (a few seconds), then read it as if given.
      const found = film.clock_region
        ? null
        : await findScoreboard(source, probe, control.onChild, regulation);
      const region = film.clock_region ?? found?.region ?? null;
      let ocr: OcrResult = { frames: 0, readings: [], step: 0.25, seen: [] };
      if (region) ocr = await readClock(source, region, probe.duration, control, regulation);
      const built = buildMap(ocr.readings, film.sync_points, ocr.step, rules.minutes * 600);
      const plays = await placedPlays(db, gameId, built.map, probe.duration);
      const read = ocr.region ?? region;
      await db.execute(
        sql`update game_films set map = ${JSON.stringify(built.map)}::jsonb,
            frames_sampled = ${ocr.frames}, frames_read = ${built.kept},
            read_region = ${read ? JSON.stringify({ ...read, frame_w: probe.width, frame_h: probe.height }) : null}::jsonb,
            region_found = ${!film.clock_region && !!found},
            ocr_seen = ${JSON.stringify(ocr.seen)}::jsonb, updated_at = now()
          where game_id = ${gameId}`,
      );
      const message = syncMessage({
        given: !!film.clock_region,
        found: !!found,
        kept: built.kept,
        frames: ocr.frames,
        seen: ocr.seen,
        placed: plays,
        anchors: built.map.length,
      });
      if (!built.map.length) {
        await setFilm(gameId, 'failed', message);
        return;
      }
      await settle(job, gameId, film, message);
    },
    async failed(job, message) {
      const gameId = (job.payload as FilmSyncPayload).game_id;
      if (await filmOf(job, gameId)) await setFilm(gameId, 'failed', message);
    },
  };
}
