import type { Me } from '@hoopdex/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts as accountRows,
  playerClaims,
  players,
  sessions,
  users,
} from '../../db/schema/index';
import { badRequest, unauthorized } from '../../lib/http';
import type { Accounts } from './accounts';
import { passwordProblem } from './password-policy';
import type { UserRole } from '../../plugins/token-verifier';

const playerCols = { slug: players.slug, firstname: players.firstname, lastname: players.lastname };

/** GET /api/me: the account, its linked player and the latest portal claim. */
export async function loadMe(db: Database, userId: string): Promise<Me | null> {
  const [row] = await db
    .select({ user: users, player: playerCols })
    .from(users)
    .leftJoin(players, eq(players.id, users.playerId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [claim] = await db
    .select({ status: playerClaims.status, player: playerCols })
    .from(playerClaims)
    .innerJoin(players, eq(players.id, playerClaims.playerId))
    .where(eq(playerClaims.userId, userId))
    .orderBy(desc(playerClaims.createdAt), desc(playerClaims.id))
    .limit(1);
  const u = row.user;
  const role = u.role as UserRole;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role,
    slug: u.slug,
    player: row.player,
    scoutAccess: role === 'scout' || role === 'admin',
    emailVerified: u.emailVerified,
    instagram: u.instagram,
    youtube: u.youtube,
    playerClaim: claim
      ? { status: claim.status as 'pending' | 'approved' | 'rejected', player: claim.player }
      : null,
  };
}

export async function updateMe(
  db: Database,
  userId: string,
  patch: {
    name?: string | undefined;
    instagram?: string | null | undefined;
    youtube?: string | null | undefined;
  },
) {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

async function credentialAccount(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(accountRows)
    .where(and(eq(accountRows.userId, userId), eq(accountRows.providerId, 'credential')));
  return row;
}

/** Deleting an account needs its password again: a stolen session alone cannot do it. */
export async function deleteMe(accounts: Accounts, db: Database, userId: string, password: string) {
  const account = await credentialAccount(db, userId);
  const ctx = await accounts.auth.$context;
  const okPassword = account?.password
    ? await ctx.password.verify({ hash: account.password, password })
    : false;
  if (!okPassword) throw badRequest('Password is not correct', 'password');
  // Sessions, accounts, follows and likes go with the user (foreign keys cascade).
  await db.delete(users).where(eq(users.id, userId));
}

/**
 * PUT /api/password: sets the password and ends every other session of the user (the caller's
 * own cookie session, if it came with one, stays signed in).
 */
export async function setPassword(
  accounts: Accounts,
  db: Database,
  userId: string,
  password: string,
  keepSessionToken: string | null,
) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized();
  const problem = passwordProblem(password, user.email);
  if (problem) throw badRequest(problem, 'password');
  const ctx = await accounts.auth.$context;
  const hash = await ctx.password.hash(password);
  // No transaction: PGlite has one connection and the library writes through its own adapter.
  const existing = await credentialAccount(db, userId);
  if (existing) {
    await db
      .update(accountRows)
      .set({ password: hash, updatedAt: new Date() })
      .where(eq(accountRows.id, existing.id));
  } else {
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  await db
    .delete(sessions)
    .where(
      keepSessionToken
        ? and(eq(sessions.userId, userId), ne(sessions.token, keepSessionToken))
        : eq(sessions.userId, userId),
    );
}
