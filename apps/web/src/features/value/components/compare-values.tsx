import type { ValuePartKey } from '@hoopdex/contract';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { playerValueSummaryQueryOptions } from '../api/get-player-value';
import { formatDollars } from '../utils/value-format';
import './value.css';

/** The parts in the answer's order (the contract's values stay out of the bundle: types only). */
const valuePartKeys: ValuePartKey[] = ['performance', 'momentum', 'exposure', 'following'];
const partLabels: Record<ValuePartKey, string> = {
  performance: 'Performance',
  momentum: 'Momentum',
  exposure: 'Exposure',
  following: 'Following',
};

/** Compare: each player's Hoopdex Value, range and parts side by side (the highest value marked). */
export function CompareValues({ players }: { players: Array<{ slug: string; name: string }> }) {
  const values = useQueries({ queries: players.map((p) => playerValueSummaryQueryOptions(p.slug)) });
  const known = values.map((v) => v.data?.value ?? null).filter((v): v is number => v !== null);
  const best = known.length > 1 ? Math.max(...known) : null;
  const cell = (n: number | null | undefined) => (n == null ? 'unknown' : formatDollars(n));
  return (
    <section className="value compare-values" aria-label="Hoopdex Value side by side">
      <h2 className="value__heading">Hoopdex Value</h2>
      <TableRegion
        caption="Hoopdex Value of each player, a year"
        hideCaption
        className="data-table"
      >
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Value</th>
            <th scope="col">Range</th>
            {valuePartKeys.map((k) => (
              <th key={k} scope="col">
                {partLabels[k]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((p, i) => {
            const v = values[i];
            const data = v?.data;
            return (
              <tr key={p.slug}>
                <th scope="row">{p.name}</th>
                {v?.isPending ? (
                  <td colSpan={2 + valuePartKeys.length}>Loading…</td>
                ) : v?.isError || !data ? (
                  <td colSpan={2 + valuePartKeys.length}>Could not load the value.</td>
                ) : data.value === null ? (
                  <td colSpan={2 + valuePartKeys.length}>No value yet (no games)</td>
                ) : (
                  <>
                    <td className="value-inputs__number">
                      {data.value === best ? (
                        <strong>{formatDollars(data.value)} (highest)</strong>
                      ) : (
                        formatDollars(data.value)
                      )}
                    </td>
                    <td className="value-inputs__number">
                      {cell(data.low)} – {cell(data.high)}
                    </td>
                    {valuePartKeys.map((k) => (
                      <td key={k} className="value-inputs__number">
                        {cell(data.parts.find((x) => x.key === k)?.amount)}
                      </td>
                    ))}
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </TableRegion>
      <p className="muted">
        An index of endorsement opportunity per year, not earnings.{' '}
        <Link to={paths.value()}>How it is computed</Link>
      </p>
    </section>
  );
}
