import { Skeleton } from '../../../components/ui/skeleton';
import { EmptyState, ErrorState } from '../../../components/ui/state-views';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { usePlayerGear } from '../api/get-player-gear';
import './player-panels.css';

/** What the player wears and uses, each with a link to the product when there is one. */
export function GearList({ slug }: { slug: string }) {
  const gear = usePlayerGear(slug);
  if (gear.isPending) return <Skeleton height={240} label="Loading gear" />;
  if (gear.isError) return <ErrorState what="the gear" error={gear.error} onRetry={() => void gear.refetch()} />;
  if (gear.data.length === 0) return <EmptyState>No gear listed yet.</EmptyState>;
  return (
    <ul className="gear-list">
      {gear.data.map((item) => (
        <li key={item.id} className="gear-list__item">
          <ImageWithFallback src={item.image} fallbackLabel={item.brand} width={96} height={96} />
          <div>
            <p className="gear-list__category">{item.category}</p>
            <p className="gear-list__name">
              {item.url ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.brand} {item.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                `${item.brand} ${item.name}`
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
