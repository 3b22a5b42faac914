import type { VideoSource } from '@hoopdex/contract';
import { useRef, useState } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { videoThumbnail } from '../../../lib/video-thumbnail';
import { useYoutubeEnded } from '../hooks/use-youtube-ended';
import { youtubeEmbedUrl } from '../utils/embed-urls';
import { HostedPlayer } from './hosted-player';
import { JwPlayer } from './jw-player';
import './inline-video-player.css';

/** Where a video plays from: YouTube, JW Player, or Hoopdex itself (HLS, issue 23). */
export type PlayableSource = VideoSource | 'hosted';

export type PlayableVideo = {
  videoid: string | null;
  type: PlayableSource | null;
  image?: string | null;
  title?: string | null;
  /** A hosted video's HLS master playlist. */
  stream_url?: string | null;
};

type InlineVideoPlayerProps = {
  video?: PlayableVideo | null;
  isLoading?: boolean;
  /** Called when the video has played to its end (both sources report it). */
  onEnded?: () => void;
  /** Start playing at once, e.g. the next video of a playlist reached by autoplay. */
  autoStart?: boolean;
  /** The content id: a hosted video reports watch progress against it. */
  contentId?: number;
};

/** Spec §4: thumbnail with play overlay until clicked, then the youtube embed or the hosted player. */
export function InlineVideoPlayer({ video, isLoading = false, onEnded, autoStart = false, contentId }: InlineVideoPlayerProps) {
  if (isLoading || !video?.videoid || !video.type) {
    return <div className="video-player video-player--empty" data-testid="video-placeholder" aria-hidden="true" />;
  }
  // A new video starts over in the not-playing state.
  return (
    <PlayerForVideo
      key={`${video.type}:${video.videoid}`}
      video={{ ...video, videoid: video.videoid, type: video.type }}
      onEnded={onEnded}
      autoStart={autoStart}
      contentId={contentId}
    />
  );
}

type PlayerForVideoProps = {
  video: PlayableVideo & { videoid: string; type: PlayableSource };
  onEnded: (() => void) | undefined;
  autoStart: boolean;
  contentId: number | undefined;
};

function PlayerForVideo({ video, onEnded, autoStart, contentId }: PlayerForVideoProps) {
  const [playing, setPlaying] = useState(autoStart);
  const frame = useRef<HTMLIFrameElement>(null);
  useYoutubeEnded(frame, playing && video.type === 'youtube' ? onEnded : undefined);
  const title = video.title ?? 'video';
  const showThumbnail = !playing || video.type === 'youtube';

  return (
    <div className="video-player">
      {showThumbnail ? (
        // The video page's largest element (LCP): fetched first, never lazily.
        <ImageWithFallback
          className="video-player__thumb"
          src={videoThumbnail(video)}
          fallbackLabel={title}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      {!playing ? (
        <button type="button" className="video-player__start" onClick={() => setPlaying(true)} aria-label={`Play ${title}`}>
          <span className="video-player__play" aria-hidden="true" />
        </button>
      ) : video.type === 'youtube' ? (
        <iframe
          ref={frame}
          className="video-player__frame"
          src={youtubeEmbedUrl(video.videoid)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          width="100%"
          height="100%"
        />
      ) : video.type === 'hosted' ? (
        video.stream_url ? (
          <HostedPlayer
            streamUrl={video.stream_url}
            title={title}
            poster={video.image ?? undefined}
            contentId={contentId}
            onEnded={onEnded}
          />
        ) : (
          <p className="video-player__message" role="alert">
            This video is still being prepared. Try again in a few minutes.
          </p>
        )
      ) : (
        <JwPlayer videoId={video.videoid} onEnded={onEnded} />
      )}
    </div>
  );
}
