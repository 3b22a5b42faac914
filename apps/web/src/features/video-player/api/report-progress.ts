import { api } from '../../../lib/api-client';

/** What the hosted player tells the server about one viewing (POST /api/content/{id}/progress). */
export type WatchProgress = {
  /** Seconds watched into the video (the furthest point reached). */
  position: number;
  /** The video's length in seconds, as the browser read it. */
  duration: number;
};

export function reportWatchProgress(contentId: number, progress: WatchProgress) {
  return api.post<unknown>(`/content/${contentId}/progress`, progress, { auth: true });
}
