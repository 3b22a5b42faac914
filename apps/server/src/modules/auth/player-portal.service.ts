import type { PlayerClaim } from '@hoopdex/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { playerClaims, players, users } from '../../db/schema/index';
import { HttpError, notFound } from '../../lib/http';
import type { Accounts } from './accounts';

type ClaimStatus = PlayerClaim['status'];

async function findPlayer(db: Database, slug: string) {
  const [player] = await db
    .select({
      id: players.id,
      slug: players.slug,
      firstname: players.firstname,
      lastname: players.lastname,
    })
    .from(players)
    .where(eq(players.slug, slug));
  if (!player) throw notFound('No player with this name', 'playerSlug');
  return player;
}

/**
 * The demo's auto-link rule: the account's address is verified and its name before the @ is the
 * player's slug (jalen-brooks@… claims jalen-brooks). Anything else waits for an admin.
 */
function autoLinks(
  accounts: Accounts,
  user: { email: string; emailVerified: boolean },
  slug: string,
) {
  return accounts.autoLinkPlayerClaims && user.emailVerified && user.email.split('@')[0] === slug;
}

/** Links an account to a player: a fan becomes a player and their profile link is the player's. */
export async function linkPlayer(db: Database, userId: string, playerId: number) {
  const [player] = await db
    .select({ slug: players.slug })
    .from(players)
    .where(eq(players.id, playerId));
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!player || !user) return;
  const becomesPlayer = user.role === 'fan' || user.role === 'player';
  await db
    .update(users)
    .set({
      playerId,
      ...(becomesPlayer ? { role: 'player', slug: player.slug } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await db
    .update(playerClaims)
    .set({ status: 'approved', decidedAt: new Date() })
    .where(and(eq(playerClaims.userId, userId), eq(playerClaims.playerId, playerId)));
}

async function assertUnclaimed(db: Database, playerId: number, userId: string | null) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      userId
        ? and(eq(users.playerId, playerId), ne(users.id, userId))
        : eq(users.playerId, playerId),
    )
    .limit(1);
  if (owner)
    throw new HttpError(409, [
      { msg: 'This player profile is already claimed', param: 'playerSlug' },
    ]);
}

/** POST /api/player-portal/claim for a signed-in user. */
export async function claimForUser(
  accounts: Accounts,
  db: Database,
  userId: string,
  playerSlug: string,
): Promise<PlayerClaim> {
  const player = await findPlayer(db, playerSlug);
  await assertUnclaimed(db, player.id, userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('No such account');
  const view = { slug: player.slug, firstname: player.firstname, lastname: player.lastname };
  if (user.playerId === player.id) return { status: 'approved', player: view };
  await db
    .insert(playerClaims)
    .values({ userId, playerId: player.id, status: 'pending' })
    .onConflictDoUpdate({
      target: [playerClaims.userId, playerClaims.playerId],
      set: { status: 'pending', createdAt: new Date(), decidedAt: null },
    });
  if (autoLinks(accounts, user, player.slug)) {
    await linkPlayer(db, userId, player.id);
    return { status: 'approved', player: view };
  }
  return { status: 'pending', player: view };
}

/** A signed-out portal application: the account exists now, the claim waits for its password. */
export async function recordPendingClaim(db: Database, userId: string, playerId: number) {
  await db
    .insert(playerClaims)
    .values({ userId, playerId, status: 'pending' })
    .onConflictDoNothing();
}

export async function playerForClaim(db: Database, playerSlug: string) {
  const player = await findPlayer(db, playerSlug);
  await assertUnclaimed(db, player.id, null);
  return player;
}

/** After a portal applicant set their password (address now verified): apply the demo rule. */
export async function autoLinkPendingClaims(accounts: Accounts, db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const pending = await db
    .select({ playerId: playerClaims.playerId, slug: players.slug })
    .from(playerClaims)
    .innerJoin(players, eq(players.id, playerClaims.playerId))
    .where(and(eq(playerClaims.userId, userId), eq(playerClaims.status, 'pending')));
  for (const claim of pending) {
    if (autoLinks(accounts, user, claim.slug)) await linkPlayer(db, userId, claim.playerId);
  }
}

export async function listClaims(db: Database, status: ClaimStatus) {
  const rows = await db
    .select({
      id: playerClaims.id,
      status: playerClaims.status,
      createdAt: playerClaims.createdAt,
      user: { id: users.id, email: users.email, name: users.name },
      player: { slug: players.slug, firstname: players.firstname, lastname: players.lastname },
    })
    .from(playerClaims)
    .innerJoin(users, eq(users.id, playerClaims.userId))
    .innerJoin(players, eq(players.id, playerClaims.playerId))
    .where(eq(playerClaims.status, status))
    .orderBy(desc(playerClaims.createdAt))
    .limit(200);
  return rows.map(({ createdAt, ...r }) => ({
    ...r,
    status: r.status as ClaimStatus,
    created_at: createdAt.toISOString(),
  }));
}

/** An admin approves (links) or rejects a claim. */
export async function decideClaim(db: Database, id: number, status: 'approved' | 'rejected') {
  const [claim] = await db.select().from(playerClaims).where(eq(playerClaims.id, id));
  if (!claim) throw notFound('No such claim', 'id');
  if (status === 'approved') {
    await assertUnclaimed(db, claim.playerId, claim.userId);
    await linkPlayer(db, claim.userId, claim.playerId);
  } else {
    await db
      .update(playerClaims)
      .set({ status: 'rejected', decidedAt: new Date() })
      .where(eq(playerClaims.id, id));
  }
}
