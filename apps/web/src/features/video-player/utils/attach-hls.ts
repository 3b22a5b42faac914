import { loadChunk } from '../../../lib/lazy-chunk';

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * Plays an HLS master playlist in a <video>: natively where the browser has HLS (Safari, iOS),
 * else through hls.js (its light build: no subtitles or DRM, which hosted videos do not use), fetched as its own chunk only when a hosted video is played.
 * Resolves to a detach function; rejects when neither way can play the stream.
 */
export async function attachHls(
  video: HTMLVideoElement,
  src: string,
  onFatal: (message: string) => void,
  /**
   * Seconds to start at (a clip of a game film). Given to hls.js as its startPosition: a
   * currentTime set before the stream is parsed is overwritten by hls.js's own start (0), so
   * the film would open at its beginning instead of the clip.
   */
  startPosition?: number,
): Promise<() => void> {
  if (video.canPlayType(HLS_MIME)) {
    video.src = src;
    if (startPosition)
      video.addEventListener('loadedmetadata', () => (video.currentTime = startPosition), {
        once: true,
      });
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  const { default: Hls } = await loadChunk(() => import('hls.js/light'));
  if (!Hls.isSupported()) throw new Error('This browser cannot play streamed video.');
  const hls = new Hls({ capLevelToPlayerSize: true, startPosition: startPosition ?? -1 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // hls.js's own recovery for the two kinds it can recover from; anything else ends playback.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
    else {
      hls.destroy();
      onFatal('This video cannot be played right now.');
    }
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return () => hls.destroy();
}
