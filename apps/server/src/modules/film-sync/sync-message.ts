// What the film status says after a sync (issue 29: never a silent 0 %). It names how much of
// the film's clock was read, what text the region showed when too little was, and what to do:
// correct the region, or give sync points.

/** Below this share of plays with a clip, the film is ready but asks for sync points. */
const ENOUGH = 0.8;

export interface SyncOutcome {
  /** A region was given by hand. */
  given: boolean;
  /** No region was given and the sync found the scoreboard. */
  found: boolean;
  kept: number;
  frames: number;
  seen: string[];
  placed: { total: number; withVideo: number };
  /** Map anchors (readings and sync points): none means no play can be placed. */
  anchors: number;
}

const pct = (n: number, of: number) => (of ? `${Math.round((n / of) * 100)}%` : '0%');
const HOW =
  'Correct the clock region (clock_region=x,y,w,h, around the period and game clock) or give ' +
  'sync points (sync=[{period, clock, video_time}]).';

/** The film's message, or null when every goal is met. */
export function syncMessage(o: SyncOutcome): string | null {
  const saw = o.seen.length ? ` The region showed: ${o.seen.map((t) => `“${t}”`).join(', ')}.` : '';
  const read =
    !o.given && !o.found
      ? 'No scoreboard with a running game clock was found in the film, so the clock was not read'
      : `Read the game clock on ${pct(o.kept, o.frames)} of the film (${o.kept} of ${o.frames} sampled frames` +
        `${o.found ? ', in the scoreboard region the sync found' : ''})`;
  if (!o.anchors) return `${read}: no play could be placed.${saw} ${HOW}`;
  const { total, withVideo } = o.placed;
  if (total && withVideo / total < ENOUGH)
    return `${read}; ${withVideo} of ${total} plays have a clip.${saw} ${HOW}`;
  return null;
}
