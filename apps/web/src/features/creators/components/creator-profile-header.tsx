import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { creatorDisplayName, creatorPath } from '../../../lib/creator';
import { formatFanCount } from '../../../lib/format';
import type { CreatorDetail } from '../api/get-creator';
import './creator-page.css';

type CreatorProfileHeaderProps = {
  creator: CreatorDetail;
  /** Follow button from the page; a follow updates the creator query, so fanCount follows it. */
  follow?: ReactNode;
  fanCount: number;
};

/** Creator page header: avatar, name, 'N Fans' and follow. Admin creators speak as the product. */
export function CreatorProfileHeader({ creator, follow, fanCount }: CreatorProfileHeaderProps) {
  const name = creatorDisplayName(creator);
  const admin = creator.type === 'admin';
  return (
    <header className="creator-profile">
      <ImageWithFallback className="creator-profile__avatar" src={creator.image} fallbackLabel={name} width={96} height={96} loading="eager" />
      <div className="creator-profile__text">
        <h1 className="creator-profile__name">{admin ? <Link to={creatorPath(creator)}>{name}</Link> : name}</h1>
        {creator.label ? <p className="creator-profile__label muted">{creator.label}</p> : null}
        <p className="creator-profile__fans" aria-live="polite">
          {formatFanCount(fanCount)}
        </p>
        {admin ? null : follow}
      </div>
    </header>
  );
}

export function CreatorProfileHeaderSkeleton() {
  return (
    <div className="creator-profile" aria-hidden="true">
      <span className="skeleton creator-profile__avatar" />
      <div className="creator-profile__text">
        <span className="skeleton" style={{ height: 32, width: 220 }} />
        <span className="skeleton" style={{ height: 20, width: 100 }} />
      </div>
    </div>
  );
}
