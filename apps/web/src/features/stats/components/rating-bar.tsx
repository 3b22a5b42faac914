import './rating-bar.css';

type RatingBarProps = {
  /** Percentile 0-100, null when the player is not rated (too few games, no attempts). */
  rating: number | null | undefined;
  leagueAverage: number | null | undefined;
};

const clamp = (n: number) => Math.min(100, Math.max(0, n));
const rounded = (n: number | null | undefined) => (typeof n === 'number' ? Math.round(n) : null);

/** The text a screen reader hears (and the tooltip shows): 'Rating 87 of 100, league average 50'. */
export function ratingText(rating: number | null | undefined, leagueAverage: number | null | undefined): string {
  const r = rounded(rating);
  const avg = rounded(leagueAverage);
  const head = r === null ? 'Not rated' : `Rating ${r} of 100`;
  return avg === null ? head : `${head}, league average ${avg}`;
}

/** Percentile bar with a marker at the league average; the number is printed, never colour alone. */
export function RatingBar({ rating, leagueAverage }: RatingBarProps) {
  const r = rounded(rating);
  const avg = rounded(leagueAverage);
  const text = ratingText(rating, leagueAverage);
  return (
    <span className="rating-bar" role="img" aria-label={text} title={text}>
      <span className="rating-bar__track" aria-hidden="true">
        {r !== null ? <span className="rating-bar__fill" style={{ width: `${clamp(r)}%` }} /> : null}
        {avg !== null ? <span className="rating-bar__avg" style={{ left: `${clamp(avg)}%` }} /> : null}
      </span>
      <span className="rating-bar__value" aria-hidden="true">
        {r ?? '- -'}
      </span>
    </span>
  );
}
