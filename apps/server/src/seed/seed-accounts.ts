import { asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Accounts, Auth } from '../modules/auth/index';
import type { Database } from '../db/client';
import { creators, players, users } from '../db/schema/index';

/** Public on purpose: printed on first start and in the README so anyone can try every view. */
export const DEMO_PASSWORD = 'hoopdex-demo-2026';
export const DEMO_DOMAIN = 'hoopdex.test';

export interface DemoAccount {
  role: 'fan' | 'player' | 'creator' | 'scout' | 'admin';
  email: string;
  name: string;
}

export const demoAccounts: DemoAccount[] = [
  { role: 'fan', email: `fan@${DEMO_DOMAIN}`, name: 'Demo Fan' },
  { role: 'player', email: `player@${DEMO_DOMAIN}`, name: 'Demo Player' },
  { role: 'creator', email: `creator@${DEMO_DOMAIN}`, name: 'Demo Creator' },
  { role: 'scout', email: `scout@${DEMO_DOMAIN}`, name: 'Demo Scout' },
  { role: 'admin', email: `admin@${DEMO_DOMAIN}`, name: 'Demo Admin' },
];

/**
 * One verified account per role, made once (skipped when fan@hoopdex.test exists). The player
 * account is linked to the top trending seeded player, the creator to a seeded creator profile.
 * Written through the auth library's adapter and hasher so they log in like any account.
 */
export async function seedDemoAccounts(
  db: Database,
  auth: Auth,
): Promise<{ password: string; accounts: DemoAccount[] } | null> {
  const [exists] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts[0]!.email));
  if (exists) return null;
  const ctx = await auth.$context;
  const hash = await ctx.password.hash(DEMO_PASSWORD);
  const [player] = await db
    .select({ id: players.id, slug: players.slug })
    .from(players)
    .orderBy(sql`${players.trendingRank} asc nulls last`, asc(players.id))
    .limit(1);
  const creator = await demoCreatorProfile(db);
  for (const account of demoAccounts) {
    const link =
      account.role === 'player' && player
        ? { playerId: player.id, slug: player.slug }
        : account.role === 'creator'
          ? { creatorId: creator.id, slug: creator.profileKey }
          : {};
    const user = await ctx.internalAdapter.createUser(
      {
        email: account.email,
        name: account.name,
        emailVerified: true,
        role: account.role,
        ...link,
      },
      { method: 'seed' },
    );
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  return { password: DEMO_PASSWORD, accounts: demoAccounts };
}

/** The first seeded creator profile, or a fresh one on a database seeded without creators. */
async function demoCreatorProfile(db: Database) {
  const [seeded] = await db
    .select({ id: creators.id, profileKey: creators.profileKey })
    .from(creators)
    .where(eq(creators.type, 'creator'))
    .orderBy(asc(creators.id))
    .limit(1);
  if (seeded) return seeded;
  const [made] = await db
    .insert(creators)
    .values({
      type: 'creator',
      displayname: 'Demo Creator',
      profileKey: 'demo-creator',
      searchName: 'demo creator',
    })
    .onConflictDoUpdate({ target: creators.profileKey, set: { displayname: 'Demo Creator' } })
    .returning({ id: creators.id, profileKey: creators.profileKey });
  return made!;
}

/** First start: one demo account per role, credentials printed once for the newcomer. */
export async function seedDemoAccountsOnce(db: Database, accounts: Accounts, log: Logger) {
  const created = await seedDemoAccounts(db, accounts.auth);
  if (!created) return;
  const lines = created.accounts.map((a) => `  ${a.role.padEnd(8)} ${a.email}`).join('\n');
  log.info(`Demo accounts (password "${created.password}"):\n${lines}`);
}
