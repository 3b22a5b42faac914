import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { formatDay } from '../../../lib/stat-catalog';
import { usePlayerTimeline } from '../api/get-player-timeline';
import './player-panels.css';

/** A dated entry from another source (the big games) shown among the timeline's own events. */
export type TimelineEntry = {
  key: string;
  date: string;
  kind: string;
  title: string;
  description: string | null;
  /** Drawn with a star marker (the kind says the same in words). */
  highlight?: boolean;
  /** Where the title links to (a big game's game page, a tagged item's page). */
  href?: string;
};

type TimelineListProps = {
  slug: string;
  /** Merged in by date, newest first. */
  extra?: readonly TimelineEntry[];
  /** Wait for the extra entries too, so the list does not reshuffle when they arrive. */
  extraPending?: boolean;
};

/** Dated events (commitments, awards, draft, big games, items that tag the player), newest first. */
export function TimelineList({ slug, extra = [], extraPending = false }: TimelineListProps) {
  const timeline = usePlayerTimeline(slug);
  if (timeline.isPending || extraPending) return <Skeleton height={240} label="Loading timeline" />;
  if (timeline.isError)
    return <ErrorState what="the timeline" error={timeline.error} onRetry={() => void timeline.refetch()} />;
  const entries: TimelineEntry[] = [
    ...timeline.data.map((event) => ({
      // A tagged item's id is its content id, which may equal an event's id: keyed apart.
      key: event.path ? `item-${event.id}` : `event-${event.id}`,
      date: event.event_date,
      kind: event.kind,
      title: event.title,
      description: event.description,
      ...(event.path ? { href: event.path } : {}),
    })),
    ...extra,
  ];
  // The server's events come newest first; a stable sort keeps their order within a day.
  entries.sort((a, b) => b.date.slice(0, 10).localeCompare(a.date.slice(0, 10)));
  if (entries.length === 0) return <EmptyState>No timeline events yet.</EmptyState>;
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry.key} className={entry.highlight ? 'timeline__item timeline__item--highlight' : 'timeline__item'}>
          <time dateTime={entry.date}>{formatDay(entry.date)}</time>
          <span className="timeline__kind">{entry.kind}</span>
          <h3 className="timeline__title">{entry.href ? <Link to={entry.href}>{entry.title}</Link> : entry.title}</h3>
          {entry.description ? <p>{entry.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}
