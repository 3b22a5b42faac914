import {
  clipFor,
  formatClock,
  parseClock,
  type ClockRegion,
  type FilmAnchor,
  type FilmStatus,
  type SyncPoint,
} from '@hoopdex/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { studioItems, users, type StoredSyncPoint } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/http';
import { sqlRows } from '../../db/sql-rows';
import { type Probe, queueJob } from '../media/index';

/** The media-job kind of a film's sync (decision 0023). */
export const FILM_SYNC = 'film_sync';

export interface FilmSyncPayload {
  game_id: number;
  /** Set on the follow-up that waits for the transcode before the film turns ready. */
  finalize?: boolean;
}

export async function gameExists(db: Database, gameId: number): Promise<boolean> {
  const rows = await sqlRows<{ id: number }>(db, sql`select id from games where id = ${gameId}`);
  return rows.length > 0;
}

/** A clock region must lie inside the frame the video has (source pixels). */
export function checkRegion(region: ClockRegion | undefined, probe: Probe) {
  if (!region) return;
  if (region.x + region.w > probe.width || region.y + region.h > probe.height)
    throw badRequest(
      `The clock region ${region.x},${region.y},${region.w},${region.h} lies outside the ` +
        `${probe.width}×${probe.height} frame`,
      'clock_region',
    );
}

/** A sync point past the film's end is a typo: refused rather than ignored. */
export function checkSync(sync: SyncPoint[] | undefined, duration: number): StoredSyncPoint[] {
  return (sync ?? []).map((s, i) => {
    if (s.video_time > duration)
      throw badRequest(
        `sync point ${i + 1}: video_time ${s.video_time} is past the film's end (${duration.toFixed(1)} s)`,
        'sync',
      );
    return { period: s.period, clockTenths: parseClock(s.clock)!, videoTime: s.video_time };
  });
}

/**
 * Makes `studioItemId` the game's film and queues its sync, in one transaction: a film the game
 * had is replaced (its pending sync cancelled), the map starts empty.
 */
export async function startFilm(
  db: Database,
  input: {
    gameId: number;
    studioItemId: number;
    clockRegion: ClockRegion | null;
    sync: StoredSyncPoint[];
  },
) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await tx.execute(
      sql`update media_jobs set state = 'cancelled', lease_until = null, updated_at = now()
          where kind = ${FILM_SYNC} and state in ('queued', 'running')
            and (payload->>'game_id')::int = ${input.gameId}`,
    );
    await tx.execute(
      sql`insert into game_films (game_id, studio_item_id, state, progress, message, clock_region,
            sync_points, map, frames_sampled, frames_read)
          values (${input.gameId}, ${input.studioItemId}, 'queued', 0, null,
            ${input.clockRegion ? JSON.stringify(input.clockRegion) : null}::jsonb,
            ${JSON.stringify(input.sync)}::jsonb, '[]'::jsonb, null, null)
          on conflict (game_id) do update set studio_item_id = excluded.studio_item_id,
            state = 'queued', progress = 0, message = null, clock_region = excluded.clock_region,
            sync_points = excluded.sync_points, map = '[]'::jsonb, frames_sampled = null,
            frames_read = null, read_region = null, region_found = false, ocr_seen = '[]'::jsonb,
            updated_at = now()`,
    );
    await queueJob(tx, input.studioItemId, FILM_SYNC, { game_id: input.gameId });
  });
}

/** The game's plays placed by a map: how many have a clip. */
export async function placedPlays(
  db: Database,
  gameId: number,
  map: FilmAnchor[],
  duration: number | null,
) {
  const events = await sqlRows<{ period: number; clock_tenths: number; event: string }>(
    db,
    sql`select period, clock_tenths, event from play_by_play_events where game_id = ${gameId}`,
  );
  const placed = events.filter((e) => clipFor(map, e.period, e.clock_tenths, e.event, duration));
  return { total: events.length, withVideo: placed.length };
}

interface FilmRow {
  game_id: number;
  studio_item_id: number;
  state: FilmStatus['state'];
  message: string | null;
  clock_region: ClockRegion | null;
  sync_points: StoredSyncPoint[];
  map: FilmAnchor[];
  frames_sampled: number | null;
  frames_read: number | null;
  read_region: (ClockRegion & { frame_w: number; frame_h: number }) | null;
  region_found: boolean;
  ocr_seen: string[];
  item_status: string;
  item_message: string | null;
  content_id: number | null;
  stream_url: string | null;
  poster: string | null;
  duration: number | null;
  transcode: number | null;
  sync_progress: number | null;
  sync_job: string | null;
}

/** GET /api/games/{gameId}/film; null when the game has no film. */
export async function filmStatus(db: Database, gameId: number): Promise<FilmStatus | null> {
  const [f] = await sqlRows<FilmRow>(
    db,
    sql`select f.game_id, f.studio_item_id, f.state, f.message, f.clock_region, f.sync_points,
        f.map, f.frames_sampled, f.frames_read, f.read_region, f.region_found, f.ocr_seen,
        s.status as item_status,
        s.status_message as item_message,
        case when s.status = 'published' then s.content_id end as content_id,
        s.stream_url, s.image as poster, s.duration,
        (select j.progress from media_jobs j where j.studio_item_id = s.id and j.kind = 'transcode'
          order by j.id desc limit 1) as transcode,
        (select j.progress from media_jobs j where j.studio_item_id = s.id and j.kind = ${FILM_SYNC}
          and (j.payload->>'game_id')::int = f.game_id order by j.id desc limit 1) as sync_progress,
        (select j.state from media_jobs j where j.studio_item_id = s.id and j.kind = ${FILM_SYNC}
          and (j.payload->>'game_id')::int = f.game_id order by j.id desc limit 1) as sync_job
      from game_films f join studio_items s on s.id = f.studio_item_id
      where f.game_id = ${gameId}`,
  );
  if (!f) return null;
  const plays = await placedPlays(db, gameId, f.state === 'ready' ? f.map : [], f.duration);
  let state = f.state;
  let message = f.message;
  if (f.item_status === 'failed') {
    state = 'failed';
    message = f.item_message ?? 'The video could not be processed';
  }
  const transcoded = f.stream_url ? 100 : (f.transcode ?? 0);
  const synced = f.state === 'ready' || f.state === 'failed' ? 100 : (f.sync_progress ?? 0);
  if (state === 'queued' && transcoded > 0) state = 'processing';
  const frames = f.frames_sampled;
  return {
    game_id: f.game_id,
    state,
    progress: state === 'ready' ? 100 : Math.round(((transcoded + synced) / 2) * 10) / 10,
    message,
    studio_item_id: f.studio_item_id,
    content_id: f.content_id,
    stream_url: f.stream_url,
    poster: f.poster,
    duration: f.duration,
    clock_region: f.clock_region,
    sync: f.sync_points.map((p) => ({
      period: p.period,
      clock: formatClock(p.clockTenths),
      video_time: p.videoTime,
    })),
    ocr:
      frames == null
        ? null
        : {
            frames,
            read: f.frames_read ?? 0,
            read_percent: frames ? Math.round(((f.frames_read ?? 0) / frames) * 1000) / 10 : 0,
            seen: f.ocr_seen ?? [],
          },
    read_region: f.read_region ? { ...f.read_region, found: f.region_found } : null,
    plays: { total: plays.total, with_video: plays.withVideo },
  };
}

/**
 * A Studio item that may become a game's film: the user's own (an admin may take any), an
 * uploaded video, transcoded (ready or published). Else a 404 or a 400 that says why not.
 */
export async function attachableFilm(db: Database, userId: string, studioItemId: number) {
  const [row] = await db.select().from(studioItems).where(eq(studioItems.id, studioItemId));
  const [me] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!row || (row.userId !== userId && me?.role !== 'admin'))
    throw notFound('No such item of yours', 'id');
  if (row.videoSource !== 'hosted' || !row.uploadId)
    throw badRequest('Only an uploaded video can be a game film', 'id');
  if (!row.streamUrl || !['ready', 'published'].includes(row.status))
    throw badRequest('The video is not ready yet: attach it once it is processed', 'id');
  return { ...row, uploadId: row.uploadId };
}
