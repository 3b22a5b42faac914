import { socialPlatforms, type SocialFollowing } from '@hoopdex/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { players, playerSocialFollowing, users } from '../../db/schema/index';
import { HttpError } from '../../lib/http';

// The social following a player enters in the player portal (Following's self-reported input).

/** The caller's linked player, or 403: only a player-linked account reports a following. */
export async function linkedPlayer(db: Database, userId: string) {
  const [row] = await db
    .select({ id: players.id, slug: players.slug })
    .from(users)
    .innerJoin(players, eq(players.id, users.playerId))
    .where(eq(users.id, userId));
  if (!row)
    throw new HttpError(403, [
      { msg: 'Only an account linked to a player reports a following', param: '' },
    ]);
  return row;
}

export async function readSocialFollowing(
  db: Database,
  playerId: number,
): Promise<SocialFollowing> {
  const rows = await db
    .select()
    .from(playerSocialFollowing)
    .where(eq(playerSocialFollowing.playerId, playerId));
  return rows
    .map((r) => ({
      platform: r.platform as SocialFollowing[number]['platform'],
      followers: r.followers,
      verified: r.verified,
      updated_at: r.updatedAt.toISOString(),
    }))
    .sort((a, b) => socialPlatforms.indexOf(a.platform) - socialPlatforms.indexOf(b.platform));
}

/** Sets (a number) or clears (null) each platform given; a new count is self-reported again. */
export async function writeSocialFollowing(
  db: Database,
  playerId: number,
  body: Partial<Record<(typeof socialPlatforms)[number], number | null>>,
) {
  await db.transaction(async (tx) => {
    for (const [platform, followers] of Object.entries(body)) {
      if (followers === undefined) continue;
      const where = and(
        eq(playerSocialFollowing.playerId, playerId),
        eq(playerSocialFollowing.platform, platform),
      );
      if (followers === null) {
        await tx.delete(playerSocialFollowing).where(where);
        continue;
      }
      await tx
        .insert(playerSocialFollowing)
        .values({ playerId, platform, followers, verified: false, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: [playerSocialFollowing.playerId, playerSocialFollowing.platform],
          set: { followers, verified: false, updatedAt: new Date() },
        });
    }
  });
}
