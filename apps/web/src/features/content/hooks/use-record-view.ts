import { useEffect, useRef } from 'react';
import { recordVideoView } from '../api/get-video';

/**
 * Records one view (POST /video-analytics) per visit of a video page. The ref survives React's
 * development double-run of effects, so a view is never counted twice for one visit.
 */
export function useRecordView(contentId: number | undefined) {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (contentId === undefined || recorded.current === contentId) return;
    recorded.current = contentId;
    // A lost view is not worth bothering the viewer about.
    recordVideoView(contentId).catch(() => undefined);
  }, [contentId]);
}
