import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { studioStatuses, type StudioStatus } from '../api/studio-types';
import { statusLabels } from '../utils/status-labels';

type StatusFilterProps = {
  counts: Partial<Record<StudioStatus, number>> | undefined;
  current: StudioStatus | undefined;
  q: string | undefined;
};

/** "All" and one link per status with its count; the choice lives in the URL (?status=). */
export function StatusFilter({ counts, current, q }: StatusFilterProps) {
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const entries: { status: StudioStatus | undefined; label: string; count: number | undefined }[] = [
    { status: undefined, label: 'All', count: total },
    ...studioStatuses.map((status) => ({ status, label: statusLabels[status], count: counts?.[status] })),
  ];
  return (
    <nav className="studio-filter" aria-label="Filter by status">
      <ul>
        {entries.map(({ status, label, count }) => (
          <li key={label}>
            <Link
              to={paths.studio({ status, q })}
              aria-current={status === current ? 'page' : undefined}
              className="studio-filter__link"
            >
              {label}
              <span className="studio-filter__count">{count ?? '–'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
