import './content-lists.css';

/** Placeholders the size of the cards they stand for (no layout shift when data arrives). */
export function CardSkeletons({ count, variant = 'video' }: { count: number; variant?: 'video' | 'row' }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`card card-skeleton card-skeleton--${variant}`} aria-hidden="true" data-testid="card-skeleton">
          <span className="skeleton card-skeleton__media" />
          <span className="skeleton card-skeleton__line" />
          <span className="skeleton card-skeleton__line card-skeleton__line--short" />
        </div>
      ))}
    </>
  );
}
