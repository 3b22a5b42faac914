import { describe, expect, it } from 'vitest';
import { syncMessage } from './sync-message';

const base = {
  given: true,
  found: false,
  kept: 150,
  frames: 200,
  seen: [],
  placed: { total: 10, withVideo: 10 },
  anchors: 40,
};

describe('what the film status says after a sync', () => {
  it('nothing when every play has a clip', () => {
    expect(syncMessage(base)).toBeNull();
  });

  it('never a silent 0 %: the share read, the text the region showed, and what to do', () => {
    const msg = syncMessage({
      ...base,
      kept: 0,
      anchors: 0,
      seen: ['HOME 12 AWAY 10'],
      placed: { total: 10, withVideo: 0 },
    })!;
    expect(msg).toMatch(
      /^Read the game clock on 0% of the film \(0 of 200 sampled frames\): no play could be placed\./,
    );
    expect(msg).toContain('The region showed: “HOME 12 AWAY 10”.');
    expect(msg).toMatch(/Correct the clock region .* or give sync points/);
  });

  it('says when no scoreboard was found, and when the found one placed too few plays', () => {
    expect(syncMessage({ ...base, given: false, kept: 0, frames: 0, anchors: 0 })).toMatch(
      /^No scoreboard with a running game clock was found in the film/,
    );
    const few = syncMessage({
      ...base,
      given: false,
      found: true,
      placed: { total: 10, withVideo: 5 },
    })!;
    expect(few).toMatch(/in the scoreboard region the sync found\); 5 of 10 plays have a clip\./);
  });
});
