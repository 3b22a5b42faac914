import { useEffect, useRef, useState } from 'react';
import { useWatchProgress } from '../hooks/use-watch-progress';
import { attachHls } from '../utils/attach-hls';

type HostedPlayerProps = {
  /** The HLS master playlist (the content's stream_url). */
  streamUrl: string;
  title: string;
  poster?: string | undefined;
  /** The content id, for watch-progress reports; none, none sent. */
  contentId?: number | undefined;
  onEnded?: (() => void) | undefined;
};

/** A video hosted by Hoopdex: HLS in a native <video> with its own controls, started at once. */
export function HostedPlayer({ streamUrl, title, poster, contentId, onEnded }: HostedPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  useWatchProgress(video, contentId);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let detach: (() => void) | undefined;
    let cancelled = false;
    attachHls(element, streamUrl, setError).then(
      (stop) => {
        if (cancelled) return stop();
        detach = stop;
        // The viewer clicked play (spec §4): start, muted only if the browser insists on it.
        element.play().catch(() => {
          element.muted = true;
          return element.play().catch(() => undefined);
        });
      },
      (reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error && !/chunk/i.test(reason.message) ? reason.message : 'This video cannot be played right now.');
      },
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [streamUrl]);

  if (error) {
    return (
      <p className="video-player__message" role="alert">
        {error}
      </p>
    );
  }
  return (
    <video
      ref={video}
      className="video-player__frame"
      data-testid="hosted-video"
      aria-label={title}
      poster={poster}
      controls
      playsInline
      preload="auto"
      onEnded={onEnded}
    />
  );
}
