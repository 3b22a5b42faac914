import type { StudioItem } from '../api/studio-types';

type VideoStatusProps = { item: StudioItem; onRetry: () => void; retrying: boolean };

/** Where a hosted video's preparation stands: % while it transcodes, Ready, or why it failed. */
export function VideoStatus({ item, onRetry, retrying }: VideoStatusProps) {
  if (item.status === 'processing') {
    const pct = Math.round(item.progress ?? 0);
    return (
      <div className="studio-field">
        <p>Preparing your video for streaming…</p>
        <progress max={100} value={pct} aria-label="Preparing the video" />
        <p role="status">Processing: {pct}%</p>
      </div>
    );
  }
  if (item.status === 'failed') {
    return (
      <div className="studio-field" role="alert">
        <p className="error-text">This video could not be prepared{item.status_message ? `: ${item.status_message}` : '.'}</p>
        <div className="studio-form__actions">
          <button type="button" className="button" onClick={onRetry} disabled={retrying}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </div>
    );
  }
  if (item.video?.type === 'hosted' && item.video.stream_url) {
    return (
      <p role="status" className="studio-video-ready">
        Ready: your video can be watched{item.video.duration ? ` (${Math.round(item.video.duration)} s)` : ''}.
      </p>
    );
  }
  return null;
}
