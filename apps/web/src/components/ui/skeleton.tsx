import './state-views.css';

type SkeletonProps = { height: number; width?: number | string; label?: string };

/** A grey block of a known height, so the page does not jump when data arrives. With a label it
 *  is also announced as a loading status. */
export function Skeleton({ height, width = '100%', label }: SkeletonProps) {
  return label ? (
    <div className="skeleton" style={{ height, width }} role="status">
      <span className="visually-hidden">{label}</span>
    </div>
  ) : (
    <div className="skeleton" style={{ height, width }} aria-hidden="true" />
  );
}
