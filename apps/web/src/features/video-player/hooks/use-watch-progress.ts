import { useEffect, useRef, type RefObject } from 'react';
import { reportWatchProgress, type WatchProgress } from '../api/report-progress';

/** At most one report per this many ms while the video plays (pauses and the end always report). */
export const PROGRESS_INTERVAL_MS = 10_000;

type Send = (contentId: number, progress: WatchProgress) => Promise<unknown>;

/**
 * Reports how far a viewer got in a hosted video, for the creator's "average watch %": throttled
 * while playing, and once more on pause, on the end and when the page is hidden, so a viewer who
 * leaves mid-way still counts. Failures are dropped: analytics never interrupt playback.
 */
export function useWatchProgress(
  video: RefObject<HTMLVideoElement | null>,
  contentId: number | undefined,
  send: Send = reportWatchProgress,
) {
  const lastSent = useRef({ at: 0, position: -1 });
  useEffect(() => {
    const element = video.current;
    if (!element || contentId === undefined) return;
    let furthest = 0;
    const session = crypto.randomUUID();
    const report = (force: boolean) => {
      const duration = element.duration;
      if (!Number.isFinite(duration) || duration <= 0) return;
      furthest = Math.max(furthest, element.currentTime);
      const now = Date.now();
      const position = Math.min(furthest, duration);
      if (position === lastSent.current.position) return;
      if (!force && now - lastSent.current.at < PROGRESS_INTERVAL_MS) return;
      lastSent.current = { at: now, position };
      send(contentId, { session, position: Math.round(position * 10) / 10, duration: Math.round(duration * 10) / 10 }).catch(
        () => undefined,
      );
    };
    const onTime = () => report(false);
    const onStop = () => report(true);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [video, contentId, send]);
}
