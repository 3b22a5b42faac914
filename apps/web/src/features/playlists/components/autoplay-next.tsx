import type { ContentItem } from '@hoopdex/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { usePlaylist } from '../api/get-playlist';
import { useAutoplaySetting } from '../hooks/use-autoplay-setting';
import { nextInPlaylist, videoKey } from '../utils/next-in-playlist';
import './autoplay-next.css';

export const AUTOPLAY_SECONDS = 5;

/** What the next video page reads (location state) to start playing at once. */
export type AutoplayState = { autoplay: true };
export const isAutoplayState = (state: unknown): state is AutoplayState =>
  !!state && typeof state === 'object' && (state as Partial<AutoplayState>).autoplay === true;

type AutoplayNextProps = {
  playlistId: string;
  currentVideoId: string;
  /** The current video played to its end. */
  ended: boolean;
};

/**
 * The playlist's 'Autoplay' switch (on by default, remembered) and, once the video has ended,
 * 'Up next: {title} in 5 s' with a Cancel, then the next video of the playlist (keeping ?p=).
 * Nothing counts down after the last video. The playlist is the side list's query (one request).
 * 'Ended' comes from the player: YouTube embeds (postMessage) and JW Player ('complete'). The demo
 * seed's videos never end: its YouTube ids are made up and JW Player needs VITE_JWPLAYER_LIBRARY_URL.
 */
export function AutoplayNext({ playlistId, currentVideoId, ended }: AutoplayNextProps) {
  const [autoplay, setAutoplay] = useAutoplaySetting();
  // Cancelled for this video only: the next one counts down again.
  const [cancelledFor, setCancelledFor] = useState<string | null>(null);
  const playlist = usePlaylist(playlistId);
  const next = playlist.data ? nextInPlaylist(playlist.data.items ?? [], currentVideoId)[0] : undefined;
  const counting = ended && autoplay && cancelledFor !== currentVideoId && next !== undefined;

  return (
    <div className="autoplay-next">
      <label className="autoplay-next__switch">
        <input type="checkbox" role="switch" checked={autoplay} onChange={(event) => setAutoplay(event.target.checked)} />
        Autoplay
      </label>
      {/* Always in the page, so the notice is announced when it appears. */}
      <div className="autoplay-next__notice" role="status" aria-live="polite">
        {counting ? (
          <UpNext
            key={currentVideoId}
            next={next}
            to={paths.video(videoKey(next), playlistId)}
            onCancel={() => setCancelledFor(currentVideoId)}
          />
        ) : null}
      </div>
    </div>
  );
}

function UpNext({ next, to, onCancel }: { next: ContentItem; to: string; onCancel: () => void }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState(AUTOPLAY_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      void navigate(to, { state: { autoplay: true } satisfies AutoplayState });
      return;
    }
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, navigate, to]);

  return (
    <p className="autoplay-next__text">
      Up next: <strong>{next.content.title ?? 'Untitled video'}</strong>{' '}
      {/* Screen readers hear the sentence once, not every second of the count. */}
      <span aria-hidden="true" data-testid="autoplay-countdown">
        in {left} s
      </span>
      <span className="visually-hidden">in {AUTOPLAY_SECONDS} seconds</span>{' '}
      <button type="button" className="button button--ghost autoplay-next__cancel" onClick={onCancel}>
        Cancel
      </button>
    </p>
  );
}
