import type { ContentItem } from '@hoopdex/contract';
import { CardSkeletons } from './card-skeletons';
import { VideoCard } from './video-card';
import './content-lists.css';

type VideoGridProps = {
  items: readonly ContentItem[] | undefined;
  loading: boolean;
  placeholders?: number;
  /** Playlist context for the video links (?p=). */
  p?: string | number | null;
  label: string;
};

/** A grid of video cards (one column of list rows under 415 px), placeholders while loading. */
export function VideoGrid({ items, loading, placeholders = 6, p, label }: VideoGridProps) {
  return (
    <div className="video-grid" aria-label={label} aria-busy={loading} role="list">
      {loading && !items ? (
        <CardSkeletons count={placeholders} />
      ) : (
        (items ?? []).map((item) => (
          <div role="listitem" key={item.id}>
            <VideoCard item={item} p={p} />
          </div>
        ))
      )}
    </div>
  );
}
