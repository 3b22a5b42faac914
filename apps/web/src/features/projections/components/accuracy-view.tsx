import type { Accuracy } from '@hoopdex/contract';
import { formatDay } from '../../../lib/stat-catalog';
import { pickKey } from '../utils/accuracy-params';
import { AccuracyTable } from './accuracy-table';

/** The league and season picker: every backtested league season (the answer's `available`). */
export function AccuracyPicker({
  accuracy,
  onPick,
}: {
  accuracy: Accuracy;
  onPick: (league: number, season: string) => void;
}) {
  const options = accuracy.available.length
    ? accuracy.available
    : [{ league: accuracy.league, season: accuracy.season }];
  return (
    <label className="accuracy__picker">
      League and season
      <select
        value={pickKey(accuracy.league.id, accuracy.season)}
        onChange={(e) => {
          const picked = options.find((o) => pickKey(o.league.id, o.season) === e.target.value);
          if (picked) onPick(picked.league.id, picked.season);
        }}
      >
        {options.map((o) => (
          <option key={pickKey(o.league.id, o.season)} value={pickKey(o.league.id, o.season)}>
            {`${o.league.name} ${o.season}`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One league season's backtest: what was done, then a table per horizon. */
export function AccuracyView({ accuracy, busy }: { accuracy: Accuracy; busy: boolean }) {
  const dates = accuracy.as_of_dates;
  return (
    <div className="accuracy__result">
      <p>
        <strong>
          {accuracy.league.name} {accuracy.season}
        </strong>
        : projections as of {dates.length} {dates.length === 1 ? 'date' : 'dates'}
        {dates.length ? ` from ${formatDay(dates[0])} to ${formatDay(dates.at(-1))}` : ''}, computed{' '}
        {formatDay(accuracy.computed_at)}.
      </p>
      <h2>Next game</h2>
      <AccuracyTable rows={accuracy.rows} horizon="next_game" busy={busy} />
      <h2>Rest of season</h2>
      <AccuracyTable rows={accuracy.rows} horizon="rest_of_season" busy={busy} />
    </div>
  );
}
