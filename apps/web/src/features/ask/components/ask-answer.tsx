import type { AskAnswer, AskField, AskReading, AskRow } from '@hoopdex/contract';
import { Link } from 'react-router';
import { TableRegion } from '../../../components/ui/table-region';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/stat-catalog';
import { askFieldLabel, formatAskField } from '../utils/ask-fields';

const viewLabels: Record<AskReading['view'], string> = {
  leaderboard: 'See it on the leaderboard',
  explorer: 'See it in the database',
  compare: 'See the comparison',
  player: 'See the player’s stats',
  value_board: 'See it on the Value board',
  // The projected leaderboard (decision 0033), ranked as the answer is.
  projected: 'See it on the projected leaderboard',
};

type AskAnswerProps = {
  answer: AskAnswer;
  /** The view that shows the same query, with its URL state (the page knows the views). */
  linkFor: (reading: AskReading) => string;
  onAsk: (question: string) => void;
};

/** The sentence, the rows and the link; or the words it could not place and close questions. */
export function AskAnswerView({ answer, linkFor, onAsk }: AskAnswerProps) {
  const { reading, rows, unplaced, suggestions } = answer;
  return (
    <div className="ask-answer">
      <p className="ask-answer__sentence">{answer.answer}</p>
      {reading && unplaced.length ? (
        <p className="muted">Not placed: {unplaced.map((w) => `“${w}”`).join(', ')}.</p>
      ) : null}
      {suggestions.length ? (
        <div>
          <p>Try one of these:</p>
          <ul className="ask-box__examples">
            {suggestions.map((s) => (
              <li key={s}>
                <button type="button" className="button button--ghost" onClick={() => onAsk(s)}>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {reading && rows.length ? <AnswerTable rows={rows} fields={reading.fields} /> : null}
      {reading && answer.qualification ? (
        <p className="muted ask-answer__rule">{answer.qualification.label}</p>
      ) : null}
      {reading ? (
        <p>
          <Link className="ask-answer__link" to={linkFor(reading)}>
            {viewLabels[reading.view]} →
          </Link>
        </p>
      ) : null}
    </div>
  );
}

function AnswerTable({ rows, fields }: { rows: AskRow[]; fields: AskField[] }) {
  const ranked = rows.some((r) => r.rank !== null);
  const games = rows.some((r) => r.game !== null);
  return (
    // The numbers asked for come right after the name; the team or the game is a line under the
    // name, so on a phone the first number is in view beside the sticky name.
    <TableRegion
      caption="The rows of the answer"
      hideCaption
      className={ranked ? 'data-table--ranked ask-answer__table' : 'ask-answer__table'}
    >
      <thead>
        <tr>
          {ranked ? <th scope="col">Rank</th> : null}
          <th scope="col" className="text-left">
            {games ? 'Player, game' : 'Player, team'}
          </th>
          {fields.map((f) => (
            <th key={f} scope="col">
              {askFieldLabel(f)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.slug}-${r.game?.date ?? ''}-${i}`}>
            {ranked ? <td>{r.rank ?? ''}</td> : null}
            <th scope="row" className="text-left">
              <Link to={paths.player(r.slug)}>
                {r.firstname} {r.lastname}
              </Link>
              <span className="data-table__sub">
                {r.game ? `${formatDay(r.game.date)} vs ${r.game.opponent}` : (r.team_name ?? '')}
              </span>
            </th>
            {fields.map((f) => (
              <td key={f}>{formatAskField(f, r.values[f])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}
