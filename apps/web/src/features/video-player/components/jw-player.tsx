import { useEffect, useId, useRef } from 'react';
import { env } from '../../../config/env';
import { useScript } from '../hooks/use-script';
import { jwplayerPlaylistUrl } from '../utils/embed-urls';

// The hosted player's global, as much of it as we use.
type JwPlayerInstance = {
  setup: (config: Record<string, unknown>) => JwPlayerInstance;
  on: (event: 'complete', callback: () => void) => JwPlayerInstance;
  remove: () => void;
};
declare global {
  interface Window {
    jwplayer?: (elementId: string) => JwPlayerInstance;
  }
}

type JwPlayerProps = {
  videoId: string;
  libraryUrl?: string;
  /** The video played to its end (JW Player's 'complete' event). */
  onEnded?: () => void;
};

/** Loads the JW Player library (VITE_JWPLAYER_LIBRARY_URL) and starts the video. */
export function JwPlayer({ videoId, libraryUrl = env.jwplayerLibraryUrl, onEnded }: JwPlayerProps) {
  const elementId = `jw-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const status = useScript(libraryUrl);
  // The latest callback, without setting the player up again when it changes.
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });

  useEffect(() => {
    if (status !== 'ready' || !window.jwplayer) return;
    const player = window.jwplayer(elementId).setup({
      playlist: jwplayerPlaylistUrl(videoId),
      autostart: true,
      width: '100%',
      height: '100%',
    });
    player.on('complete', () => ended.current?.());
    return () => player.remove();
  }, [status, elementId, videoId]);

  if (!libraryUrl || status === 'error') {
    return (
      <p className="video-player__message" role="alert">
        This video cannot be played right now.
      </p>
    );
  }
  return <div id={elementId} className="video-player__frame" data-testid="jwplayer" />;
}
