import type { BigGameReason } from '@hoopdex/contract';
import { bigGameLabel, type BigGameLine } from '../utils/intel-format';
import './intel.css';

/** A game line's big-game mark: a star and the reasons in words, so it reads without colour. */
export function BigGameBadge({
  reasons,
  line,
}: {
  reasons: readonly BigGameReason[];
  line: BigGameLine;
}) {
  return (
    <span className="big-game-badge">
      <span aria-hidden="true">★ </span>
      {bigGameLabel(reasons, line)}
    </span>
  );
}
