import { api } from '../../../lib/api-client';

/** What the hosted player tells the server about one viewing (POST /api/content/{id}/progress). */
export type WatchProgress = {
  /** A random id per playback, so the server counts one viewing once however often it hears of it. */
  session: string;
  /** Seconds watched into the video (the furthest point reached). */
  position: number;
  /** The video's length in seconds, as the browser read it. */
  duration: number;
};

export function reportWatchProgress(contentId: number, progress: WatchProgress) {
  return api.post<unknown>(`/content/${contentId}/progress`, progress, { auth: true });
}
