import { Skeleton } from '../../../components/ui/skeleton';

/** The list's shape while it loads, so nothing jumps when the items arrive. */
export function StudioListSkeleton() {
  return (
    <div className="studio-list" aria-busy="true">
      <Skeleton height={88} label="Loading your items" />
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} height={88} />
      ))}
    </div>
  );
}
