import { describe, expect, it } from 'vitest';
import { Rng } from './random';
import { socialFollowing } from './seed-extras';
import type { WorldPlayer } from './seed-world';

// The demo player account is linked to the day's top trending player (seedDemoAccounts), and its
// portal demo (e2e social-following.spec) starts from her reported Instagram following. Which
// player tops trending changes with the day, so she must report one whatever the day's draw.

const player = (id: number, trendingRank: number | null, instagram?: string) =>
  ({
    id,
    team: { id: 1 },
    row: { fanCount: 5_000, trendingRank, social: instagram ? { instagram } : {} },
  }) as unknown as WorldPlayer;

describe('seeded social following', () => {
  it('always has the top trending player report an Instagram following, even without a handle', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const players = [player(1, 2), player(2, 1), player(3, null, 'handle3')];
      const rows = socialFollowing(new Rng(seed), { players }, Date.UTC(2026, 10, 29));
      const top = rows.filter((r) => r.playerId === 2 && r.platform === 'instagram');
      expect(top).toHaveLength(1);
      expect(top[0]!.followers).toBeGreaterThan(0);
      // Others still need a handle to report one.
      expect(rows.some((r) => r.playerId === 1)).toBe(false);
    }
  });
});
