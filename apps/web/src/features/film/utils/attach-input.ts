import type { AttachFilmBody, ClockRegion, SyncPoint } from '@hoopdex/contract';

/** A game id typed or pasted: "123", or a game page's address (…/game/123). */
export function gameIdFromInput(raw: string): number | null {
  const text = raw.trim();
  const m = /^(?:.*\/game\/)?(\d{1,10})\/?(?:[?#].*)?$/.exec(text);
  if (!m) return null;
  const id = Number(m[1]);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export type RegionInput = { x: string; y: string; w: string; h: string };
export const emptyRegion: RegionInput = { x: '', y: '', w: '', h: '' };

/** A region the sync read, as the form's fields (to correct it). */
export const regionInput = (r: ClockRegion): RegionInput => ({
  x: String(r.x),
  y: String(r.y),
  w: String(r.w),
  h: String(r.h),
});

/** A clock as the play-by-play writes it (contract's parseClock): MM:SS, or SS.t under a minute. */
const isClock = (text: string) => /^\d{1,2}:[0-5]\d$/.test(text) || /^[1-5]?\d\.\d$/.test(text);

/** A sync point as typed: the period, the clock it showed, the film's second. */
export type SyncInput = { period: string; clock: string; video_time: string };
export const emptySync: SyncInput = { period: '', clock: '', video_time: '' };

/** The typed sync points (rows left wholly empty are skipped), or the first one's error. */
export function syncPoints(rows: SyncInput[]): { points: SyncPoint[]; error: string | null } {
  const points: SyncPoint[] = [];
  for (const [i, row] of rows.entries()) {
    const period = row.period.trim();
    const clock = row.clock.trim();
    const time = row.video_time.trim();
    if (!period && !clock && !time) continue;
    const n = `Sync point ${i + 1}`;
    if (!/^\d{1,2}$/.test(period) || Number(period) < 1 || Number(period) > 20)
      return { points, error: `${n}: the period is a whole number from 1 to 20.` };
    if (!isClock(clock))
      return { points, error: `${n}: the clock is MM:SS, or SS.t under a minute (11:41, 24.3).` };
    if (!/^\d{1,5}(\.\d{1,3})?$/.test(time) || Number(time) > 86_400)
      return { points, error: `${n}: the film time is in seconds from the film's start (83.5).` };
    points.push({ period: Number(period), clock, video_time: Number(time) });
  }
  return { points, error: null };
}

/**
 * The form's values as the API's body, or the field errors (the server checks the region
 * against the frame's size, which only it knows).
 */
export function attachBody(
  game: string,
  region: RegionInput,
  sync: SyncInput[] = [],
): { body: AttachFilmBody; errors: null } | { body: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const gameId = gameIdFromInput(game);
  if (gameId === null)
    errors.game = 'Enter a game id (a whole number) or paste the game page’s address.';
  const parts = Object.values(region).map((v) => v.trim());
  let clock_region: ClockRegion | undefined;
  if (parts.some((v) => v !== '')) {
    const nums = parts.map(Number);
    if (parts.some((v) => !/^\d{1,5}$/.test(v)))
      errors.region = 'Give x, y, width and height as whole pixels, or leave all four empty.';
    else if ((nums[2] ?? 0) < 8 || (nums[3] ?? 0) < 8)
      errors.region = 'The clock region must be at least 8 pixels wide and tall.';
    else {
      const [x, y, w, h] = nums as [number, number, number, number];
      clock_region = { x, y, w, h };
    }
  }
  const { points, error } = syncPoints(sync);
  if (error) errors.sync = error;
  if (Object.keys(errors).length || gameId === null) return { body: null, errors };
  return {
    body: {
      game_id: gameId,
      ...(clock_region ? { clock_region } : {}),
      ...(points.length ? { sync: points } : {}),
    },
    errors: null,
  };
}
