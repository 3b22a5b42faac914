import { useCallback, useEffect, useState } from 'react';
import type { FilmPlay } from '../api/film-types';
import { playableFrom, stepFrom } from '../utils/clip-queue';

type QueueArgs = {
  /** The page's plays; undefined while the first page loads. */
  plays: readonly FilmPlay[] | undefined;
  /** False while an earlier page is still on screen (the next page is loading). */
  settled: boolean;
  page: number;
  pages: number;
  setPage: (page: number) => void;
  /** Changes when the filters do: playback starts over from the first clip. */
  listKey: string;
};

/**
 * Back-to-back playback over a paged list: the clip after the one that ended (skipping plays
 * without film), across pages (the next page opens and plays from its first clip), and
 * Previous / Next the same way. It begins with the first clip of the list.
 */
export function useClipQueue({ plays, settled, page, pages, setPage, listKey }: QueueArgs) {
  const [current, setCurrent] = useState<number | null>(null);
  // A page turned by playback (or a new list): where to start once its plays are in.
  const [edge, setEdge] = useState<'first' | 'last' | null>('first');
  const [done, setDone] = useState(false);
  // Counts every start, so the same clip chosen again plays again (the player keys on it).
  const [tick, setTick] = useState(0);

  // Own state tied to the list: a new filter starts from the top.
  const [seenKey, setSeenKey] = useState(listKey);
  if (seenKey !== listKey) {
    setSeenKey(listKey);
    setCurrent(null);
    setEdge('first');
    setDone(false);
  }

  useEffect(() => {
    if (!plays || !settled || edge === null) return;
    setCurrent(playableFrom(plays, null, edge === 'first' ? 1 : -1));
    setTick((t) => t + 1);
    setEdge(null);
  }, [plays, settled, edge]);

  const go = useCallback(
    (dir: 1 | -1) => {
      if (!plays || !settled) return;
      const step = stepFrom(plays, current, dir, page, pages);
      setDone(false);
      if (step.kind === 'play') {
        setCurrent(step.index);
        setTick((t) => t + 1);
      } else if (step.kind === 'page') {
        setEdge(step.edge);
        setPage(step.page);
      } else if (dir === 1) setDone(true);
    },
    [plays, settled, current, page, pages, setPage],
  );

  /** The page was turned by hand: play on from its first clip. */
  const turnPage = useCallback(
    (to: number) => {
      setEdge('first');
      setDone(false);
      setPage(to);
    },
    [setPage],
  );

  const select = useCallback((index: number) => {
    setDone(false);
    setCurrent(index);
    setTick((t) => t + 1);
  }, []);

  const can = (dir: 1 | -1) =>
    !!plays && settled && stepFrom(plays, current, dir, page, pages).kind !== 'end';

  return {
    /** Index in the page of the play on the film, or null (nothing to play here). */
    current: edge === null ? current : null,
    /** Changes with every start of a clip (the player's cue to seek and play). */
    tick,
    /** The last clip of the list has been played. */
    done,
    next: () => go(1),
    previous: () => go(-1),
    hasNext: can(1),
    hasPrevious: can(-1),
    select,
    turnPage,
  };
}
