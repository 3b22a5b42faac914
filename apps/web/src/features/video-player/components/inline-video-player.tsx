import type { VideoSource } from '@hoopdex/contract';
import { useState } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { videoThumbnail } from '../../../lib/video-thumbnail';
import { youtubeEmbedUrl } from '../utils/embed-urls';
import { JwPlayer } from './jw-player';
import './inline-video-player.css';

export type PlayableVideo = {
  videoid: string | null;
  type: VideoSource | null;
  image?: string | null;
  title?: string | null;
};

type InlineVideoPlayerProps = { video?: PlayableVideo | null; isLoading?: boolean };

/** Spec §4: thumbnail with play overlay until clicked, then the youtube embed or the hosted player. */
export function InlineVideoPlayer({ video, isLoading = false }: InlineVideoPlayerProps) {
  if (isLoading || !video?.videoid || !video.type) {
    return <div className="video-player video-player--empty" data-testid="video-placeholder" aria-hidden="true" />;
  }
  // A new video starts over in the not-playing state.
  return <PlayerForVideo key={`${video.type}:${video.videoid}`} video={{ ...video, videoid: video.videoid, type: video.type }} />;
}

function PlayerForVideo({ video }: { video: PlayableVideo & { videoid: string; type: VideoSource } }) {
  const [playing, setPlaying] = useState(false);
  const title = video.title ?? 'video';
  const showThumbnail = !playing || video.type === 'youtube';

  return (
    <div className="video-player">
      {showThumbnail ? (
        <ImageWithFallback className="video-player__thumb" src={videoThumbnail(video)} fallbackLabel={title} loading="eager" />
      ) : null}
      {!playing ? (
        <button type="button" className="video-player__start" onClick={() => setPlaying(true)} aria-label={`Play ${title}`}>
          <span className="video-player__play" aria-hidden="true" />
        </button>
      ) : video.type === 'youtube' ? (
        <iframe
          className="video-player__frame"
          src={youtubeEmbedUrl(video.videoid)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          width="100%"
          height="100%"
        />
      ) : (
        <JwPlayer videoId={video.videoid} />
      )}
    </div>
  );
}
