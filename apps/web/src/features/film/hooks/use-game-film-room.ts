import type { Play } from '@hoopdex/contract';
import { CLIP_LEAD } from '@hoopdex/contract/film-map';
import { useCallback, useMemo, useState } from 'react';
import type { FilmClip } from '../components/film-player';

type Watched = { play: Play; n: number };

/**
 * The game page's film state: the play asked for (a click: the film seeks there and plays) and
 * the play on screen as the film runs on (the latest clip whose start the film has passed).
 */
export function useGameFilmRoom(plays: readonly Play[] | undefined, streamUrl: string | null) {
  const [watched, setWatched] = useState<Watched | null>(null);
  // The play the film shows now (set as it plays; React skips the render when it is the same).
  const [onScreen, setOnScreen] = useState<number | null>(null);
  const watch = useCallback((play: Play) => setWatched((w) => ({ play, n: (w?.n ?? 0) + 1 })), []);
  const clip: FilmClip | null = useMemo(() => {
    const v = watched?.play.video;
    if (!watched || !v || !streamUrl) return null;
    // n: the same play clicked again plays again.
    return { key: `${watched.play.seq}:${watched.n}`, streamUrl, start: v.start, end: v.end };
  }, [watched, streamUrl]);
  const onTime = useCallback(
    (t: number) => {
      // Clips overlap (each starts CLIP_LEAD s before its play): the play on screen is the
      // latest whose moment the film has reached, else the first clip the time is in.
      let on: number | null = null;
      let reached: number | null = null;
      for (const p of plays ?? []) {
        if (!p.video || t < p.video.start || t >= p.video.end) continue;
        on ??= p.seq;
        if (Math.min(p.video.start + CLIP_LEAD, p.video.end) <= t) reached = p.seq;
      }
      setOnScreen(reached ?? on);
    },
    [plays],
  );
  return { clip, currentSeq: onScreen ?? watched?.play.seq ?? null, watch, onTime };
}
