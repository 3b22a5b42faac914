import { formatDollarsShort } from '../utils/value-format';

/**
 * A player's Hoopdex Value on a card or a side-list row, short ($1.2M, $350K): a player with no
 * game has none, said in words ("No games"), never $0. Nothing when the card's data carries no
 * value at all (`undefined`: a player from an answer without it).
 */
export function ValueTag({
  value,
  className = 'value-tag',
  showLabel = false,
}: {
  value: number | null | undefined;
  className?: string;
  /** Say "Hoopdex Value:" on screen too (a card), not only to screen readers (a compact row). */
  showLabel?: boolean;
}) {
  if (value === undefined) return null;
  return (
    <span className={className}>
      <span className={showLabel ? undefined : 'visually-hidden'}>Hoopdex Value: </span>
      {value === null ? (
        <span className="muted">No games</span>
      ) : (
        <strong>{formatDollarsShort(value)}</strong>
      )}
    </span>
  );
}
