import { useId } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import { DRAFT_LIST_SIZE, useDraftPicks } from '../api/get-draft-picks';
import { useDraftYear } from '../api/get-draft-year';
import './compact-draft-list.css';

/** Spec §2 compact draft list: first 10 picks under '{year} {title}', placeholders while loading. */
export function CompactDraftList({ title = 'NIL Targets' }: { title?: string }) {
  const headingId = useId();
  const picks = useDraftPicks();
  const year = useDraftYear();
  const loading = picks.isPending;
  const items = (picks.data?.data ?? []).slice(0, DRAFT_LIST_SIZE);

  return (
    <section className="draft-list" aria-labelledby={headingId} aria-busy={loading}>
      <h2 id={headingId} className="draft-list__title">
        {year.data ? `${year.data} ${title}` : title}
      </h2>
      {loading ? (
        <span className="visually-hidden" role="status">
          Loading draft picks
        </span>
      ) : null}
      <ol className="draft-list__items">
        {loading
          ? Array.from({ length: DRAFT_LIST_SIZE }, (_, index) => (
              <li
                key={index}
                className="draft-list__item draft-list__item--placeholder"
                aria-hidden="true"
                data-testid="draft-placeholder"
              >
                <span className="draft-list__position" />
                <span className="draft-list__photo" />
                <span className="draft-list__lines" />
              </li>
            ))
          : items.map((pick) => (
              <li
                key={`${pick.draftyear}-${pick.draftposition}-${pick.slug}`}
                className="draft-list__item"
              >
                <Link to={paths.player(pick.slug)} className="draft-list__link">
                  <span className="draft-list__position" aria-label={`Pick ${pick.draftposition}`}>
                    {pick.draftposition}
                  </span>
                  <ImageWithFallback
                    className="draft-list__photo"
                    src={pick.imageuri}
                    fallbackLabel={pick.name}
                  />
                  <span className="draft-list__lines">
                    <span className="draft-list__name">{pick.name}</span>
                    {pick.school ? <span className="draft-list__school">{pick.school}</span> : null}
                  </span>
                </Link>
              </li>
            ))}
      </ol>
      {!loading && items.length === 0 ? <p className="muted">No draft picks yet.</p> : null}
      <Link to={paths.targets()} className="button draft-list__more">
        View NIL Targets
      </Link>
    </section>
  );
}
