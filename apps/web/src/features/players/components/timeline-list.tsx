import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatDay } from '../../../lib/stat-catalog';
import { usePlayerTimeline } from '../api/get-player-timeline';
import './player-panels.css';

/** Dated events (commitments, awards, draft, big games), newest first as the server sends them. */
export function TimelineList({ slug }: { slug: string }) {
  const timeline = usePlayerTimeline(slug);
  if (timeline.isPending) return <Skeleton height={240} label="Loading timeline" />;
  if (timeline.isError)
    return <ErrorState what="the timeline" error={timeline.error} onRetry={() => void timeline.refetch()} />;
  if (timeline.data.length === 0) return <EmptyState>No timeline events yet.</EmptyState>;
  return (
    <ol className="timeline">
      {timeline.data.map((event) => (
        <li key={event.id} className="timeline__item">
          <time dateTime={event.event_date}>{formatDay(event.event_date)}</time>
          <span className="timeline__kind">{event.kind}</span>
          <h3 className="timeline__title">{event.title}</h3>
          {event.description ? <p>{event.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
