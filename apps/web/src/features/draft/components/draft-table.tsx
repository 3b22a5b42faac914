import type { DraftPick } from '@hoopdex/contract';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback';
import { paths } from '../../../config/paths';
import './draft-table.css';

type DraftTableProps = {
  picks: readonly DraftPick[] | undefined;
  loading: boolean;
  placeholders: number;
  caption: string;
  /** A Hoopdex Value column (NIL Targets ranked by value). */
  showValue?: boolean;
};

/** $1,234,567; whole dollars. */
const dollars = (v: number) => `$${String(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** NIL Targets: draft position, photo, name and school, each row linking to the player. */
export function DraftTable({
  picks,
  loading,
  placeholders,
  caption,
  showValue = false,
}: DraftTableProps) {
  return (
    <table className="draft-table" aria-busy={loading}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {/* The order the rows come in, for screen readers: draft order or value, highest first. */}
          <th scope="col" aria-sort={showValue ? undefined : 'ascending'}>
            Pick
          </th>
          <th scope="col">Player</th>
          <th scope="col" className="draft-table__school">
            School
          </th>
          {showValue ? (
            <th scope="col" aria-sort="descending">
              Value
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {!picks
          ? Array.from({ length: placeholders }, (_, index) => (
              <tr key={index} aria-hidden="true">
                <td>
                  <span className="skeleton draft-table__ph" />
                </td>
                <td>
                  <span className="skeleton draft-table__ph draft-table__ph--wide" />
                </td>
                <td className="draft-table__school">
                  <span className="skeleton draft-table__ph" />
                </td>
                {showValue ? (
                  <td>
                    <span className="skeleton draft-table__ph" />
                  </td>
                ) : null}
              </tr>
            ))
          : picks.map((pick) => (
              <tr key={`${pick.draftyear}-${pick.draftposition}-${pick.slug}`}>
                <td className="draft-table__position">{pick.draftposition}</td>
                <td>
                  <Link className="draft-table__player" to={paths.player(pick.slug)}>
                    <ImageWithFallback
                      className="draft-table__photo"
                      src={pick.imageuri}
                      fallbackLabel={pick.name}
                      width={40}
                      height={40}
                    />
                    <span>
                      <span className="draft-table__name">{pick.name}</span>
                      {pick.school ? (
                        <span className="draft-table__school-inline muted">{pick.school}</span>
                      ) : null}
                    </span>
                  </Link>
                </td>
                <td className="draft-table__school">{pick.school ?? '- -'}</td>
                {showValue ? (
                  <td className="draft-table__value">
                    {pick.value == null ? 'no games' : dollars(pick.value)}
                  </td>
                ) : null}
              </tr>
            ))}
      </tbody>
    </table>
  );
}
