import { useEffect, useRef, useState } from 'react';
import { attachHls } from '../../video-player';
import { playSafely, seekTo } from '../utils/media';

/** One clip of a film: where it starts and ends in the film (seconds). `key` names the play. */
export type FilmClip = { key: string; streamUrl: string; start: number; end: number };

type FilmPlayerProps = {
  /** The film shown (its HLS playlist); null: nothing yet. */
  streamUrl: string | null;
  /** The clip to play: a new key seeks there and plays; the same key again does nothing. */
  clip: FilmClip | null;
  title: string;
  /** The clip's end was reached (the playlist moves on; the game page lets the film run). */
  onClipEnd?: (() => void) | undefined;
  /** The film's time as it plays (the game page marks the play on screen). */
  onTime?: ((seconds: number) => void) | undefined;
  /** Stop the film at the clip's end (the playlist's last clip), instead of letting it run. */
  pauseAtEnd?: boolean | undefined;
};

/**
 * The film room's player: a hosted film in a native <video> (HLS), which plays the clip it is
 * given. A clip of the film already loaded is a seek; a clip of another film loads that film
 * starting at the clip (hls.js startPosition), so the first frame shown is the play's.
 */
export function FilmPlayer({
  streamUrl,
  clip,
  title,
  onClipEnd,
  onTime,
  pauseAtEnd,
}: FilmPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  // The attached film and the promise of its attachment, so a clip waits for its film.
  const attached = useRef<{ url: string; ready: Promise<void> } | null>(null);
  // The clip whose end is being watched: set only once it plays from its start, so the time
  // left over from the previous clip (past this one's end) cannot end it at once.
  const watching = useRef<FilmClip | null>(null);
  const latest = useRef({ clip, onClipEnd, onTime, pauseAtEnd });
  latest.current = { clip, onClipEnd, onTime, pauseAtEnd };

  useEffect(() => {
    const el = video.current;
    if (!el || !streamUrl) return;
    let cancelled = false;
    let detach: (() => void) | undefined;
    setError(null);
    const first = latest.current.clip;
    const start = first?.streamUrl === streamUrl ? first.start : undefined;
    const ready = attachHls(el, streamUrl, setError, start).then(
      (stop) => {
        if (cancelled) stop();
        else detach = stop;
      },
      (reason: unknown) => {
        if (!cancelled)
          setError(
            reason instanceof Error ? reason.message : 'This film cannot be played right now.',
          );
      },
    );
    attached.current = { url: streamUrl, ready };
    return () => {
      cancelled = true;
      watching.current = null;
      attached.current = null;
      detach?.();
    };
  }, [streamUrl]);

  const clipKey = clip ? `${clip.streamUrl}#${clip.key}` : null;
  useEffect(() => {
    const el = video.current;
    const target = latest.current.clip;
    const film = attached.current;
    if (!el || !target || !film || film.url !== target.streamUrl) return;
    let cancelled = false;
    watching.current = null;
    void film.ready.then(async () => {
      if (cancelled) return;
      await seekTo(el, target.start);
      if (cancelled) return;
      watching.current = target;
      await playSafely(el);
    });
    return () => {
      cancelled = true;
    };
    // The attached film is part of the key (clipKey), so a new film's clip starts once it loads.
  }, [clipKey, streamUrl]);

  const onTimeUpdate = () => {
    const el = video.current;
    if (!el) return;
    latest.current.onTime?.(el.currentTime);
    const w = watching.current;
    if (w && el.currentTime >= w.end) {
      watching.current = null;
      if (latest.current.pauseAtEnd) el.pause();
      latest.current.onClipEnd?.();
    }
  };
  const onEnded = () => {
    if (!watching.current) return;
    watching.current = null;
    latest.current.onClipEnd?.();
  };

  if (error)
    return (
      <p className="film-player__message" role="alert">
        {error}
      </p>
    );
  return (
    <video
      ref={video}
      className="film-player__video"
      data-testid="film-video"
      aria-label={title}
      controls
      playsInline
      preload="auto"
      onTimeUpdate={onTimeUpdate}
      onEnded={onEnded}
    />
  );
}
