import type { ShowDetail } from '@hoopdex/contract';
import type { ReactNode } from 'react';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { formatFanCount } from '../../../lib/format';
import './show-page.css';

type ShowHeaderProps = { show: ShowDetail; fanCount: number; follow?: ReactNode };

/** /show/{id} header: card image, title, long description, fans and follow. */
export function ShowHeader({ show, fanCount, follow }: ShowHeaderProps) {
  const description = show.longdescription ?? show.description ?? show.shortdescription;
  return (
    <header className="show-header">
      <ImageWithFallback className="show-header__image" src={show.cardimage} fallbackLabel={show.title} width={480} height={270} loading="eager" />
      <div className="show-header__text">
        <h1 className="show-header__title">{show.title}</h1>
        <p className="show-header__fans">{formatFanCount(fanCount)}</p>
        {follow}
        {description ? <p className="show-header__description">{description}</p> : null}
      </div>
    </header>
  );
}

export function ShowHeaderSkeleton() {
  return (
    <div className="show-header" aria-hidden="true">
      <span className="skeleton show-header__image" />
      <div className="show-header__text">
        <span className="skeleton" style={{ height: 36, width: '60%' }} />
        <span className="skeleton" style={{ height: 80, width: '100%' }} />
      </div>
    </div>
  );
}
