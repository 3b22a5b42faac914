import type { Creator } from '@hoopdex/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { creatorDisplayName, creatorPath } from '../../../lib/creator';
import { formatFanCount } from '../../../lib/format';
import './creator-card.css';

type CreatorCardProps = {
  creator: Creator;
  /**
   * The follow button, passed in by the page (features do not import each other):
   * `(onCountChange) => <FollowButton slug=… followType={followTypeFor(creator)} onCountChange={onCountChange} />`.
   * Admin creators get none.
   */
  renderFollow?: (onCountChange: (delta: 1 | -1) => void) => ReactNode;
};

/** Spec §2 creator card: links by type (show/player/creator; admin -> / as the product), follow button. */
export function CreatorCard({ creator, renderFollow }: CreatorCardProps) {
  const [fanDelta, setFanDelta] = useState(0);
  const name = creatorDisplayName(creator);
  const fans = creator.fan_count === undefined ? null : creator.fan_count + fanDelta;
  return (
    <article className="creator-card">
      <Link to={creatorPath(creator)} className="creator-card__link">
        <ImageWithFallback className="creator-card__image" src={creator.image} fallbackLabel={name} />
        <span className="creator-card__name">{name}</span>
      </Link>
      {fans !== null ? <span className="creator-card__fans muted">{formatFanCount(fans)}</span> : null}
      {creator.type !== 'admin' && renderFollow ? renderFollow((delta) => setFanDelta((d) => d + delta)) : null}
    </article>
  );
}
