import { paths } from '../../../config/paths';
import { ErrorState } from '../../../components/ui/state-views';
import { TimelineList, type TimelineEntry } from '../../players';
import { usePlayerBigGames } from '../api/get-big-games';
import { bigGameReasonTexts } from '../utils/intel-format';

/** The timeline tab with the player's big games merged in by date, each marked as a big game. */
export function PlayerTimeline({ slug }: { slug: string }) {
  const bigGames = usePlayerBigGames(slug);
  const entries: TimelineEntry[] = (bigGames.data ?? []).map((game) => ({
    key: `big-game-${game.id}`,
    date: game.game_date,
    kind: 'Big game',
    title: `${game.headline} vs ${game.opponent_name}`,
    description: `Why: ${bigGameReasonTexts(game.reasons, game).join(', ')}.`,
    highlight: true,
    href: paths.game(game.game_id),
  }));
  return (
    <>
      <TimelineList slug={slug} extra={entries} extraPending={bigGames.isPending} />
      {bigGames.isError ? (
        <ErrorState
          what="the big games"
          error={bigGames.error}
          onRetry={() => void bigGames.refetch()}
        />
      ) : null}
    </>
  );
}
