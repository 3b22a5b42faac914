import type { Show } from '@hoopdex/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import './show-card.css';

/**
 * Spec §2 show card: hovering, focusing or tapping shows an overlay with a play link to
 * /show/{id} and, only when the show has a description, a '?' button opening a description panel.
 */
export function ShowCard({ show }: { show: Show }) {
  const [overlay, setOverlay] = useState(false);
  const [describing, setDescribing] = useState(false);
  const panelId = useId();
  return (
    <article className={`show-card${overlay ? ' show-card--overlay' : ''}`}>
      {/* Tapping the picture toggles the overlay on touch screens; keyboard users reach the same
          controls by tabbing (focus-within shows the overlay). */}
      <div className="show-card__media" onClick={() => setOverlay((value) => !value)}>
        <ImageWithFallback className="show-card__image" src={show.cardimage} fallbackLabel={show.title} />
        <div className="show-card__overlay" onClick={(event) => event.stopPropagation()}>
          <Link to={paths.show(show.id)} className="show-card__play" aria-label={`Play ${show.title}`}>
            <span aria-hidden="true" className="show-card__play-icon" />
          </Link>
          {show.description ? (
            <button
              type="button"
              className="show-card__about"
              aria-label={`About ${show.title}`}
              aria-expanded={describing}
              aria-controls={panelId}
              onClick={() => setDescribing(true)}
            >
              ?
            </button>
          ) : null}
        </div>
      </div>
      <h3 className="show-card__title">{show.title}</h3>
      {show.description && describing ? (
        <div id={panelId} className="show-card__description" role="region" aria-label={`About ${show.title}`}>
          <p>{show.description}</p>
          <button
            type="button"
            className="show-card__close"
            aria-label="Close description"
            onClick={() => setDescribing(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </article>
  );
}
