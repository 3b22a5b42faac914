import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { creators, users } from '../../db/schema/index';
import { badRequest } from '../../lib/http';
import { normalizeSearch } from '../../lib/normalize';
import { actionLink } from './better-auth';
import type { Accounts } from './accounts';
import { existingAccountMail, setPasswordMail } from './mail-templates';
import { slugify } from './slugify';

/** Set-password links of applications live longer than resets: people apply, then come back. */
const APPLICATION_CODE_TTL_MS = 3 * 24 * 60 * 60 * 1000;

export interface Handles {
  instagram?: string | undefined;
  youtube?: string | undefined;
}

/** A slug no user and no creator profile uses yet: base, base-2, base-3… */
export async function uniqueSlug(db: Database, base: string): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.slug, slug))
      .limit(1);
    const [profile] = await db
      .select({ id: creators.id })
      .from(creators)
      .where(eq(creators.profileKey, slug))
      .limit(1);
    if (!taken && !profile) return slug;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/** Someone used a known address: tell its owner by mail, answer the caller like a new one. */
export async function mailExistingAccount(accounts: Accounts, email: string) {
  const url = accounts.publicUrl;
  await accounts.mailer.send(existingAccountMail(email, `${url}/login`, `${url}/forgot-password`));
}

async function findUserByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/**
 * Creates an account without a password (creator or player-portal application) and mails a
 * set-password link. Known addresses get a mail to their owner instead; the caller cannot tell.
 */
export async function createApplication(
  accounts: Accounts,
  db: Database,
  input: { email: string; name: string; kind: 'creator' | 'player'; handles?: Handles },
): Promise<{ userId: string | null }> {
  if (await findUserByEmail(db, input.email)) {
    await mailExistingAccount(accounts, input.email);
    return { userId: null };
  }
  const ctx = await accounts.auth.$context;
  const handle = input.handles?.instagram ?? input.handles?.youtube;
  const slug = input.kind === 'creator' && handle ? await uniqueSlug(db, slugify(handle)) : null;
  const user = await ctx.internalAdapter.createUser(
    {
      email: input.email,
      name: input.name,
      emailVerified: false,
      role: input.kind === 'creator' ? 'creator' : 'fan',
      slug,
      instagram: input.handles?.instagram ?? null,
      youtube: input.handles?.youtube ?? null,
    },
    { method: `${input.kind}-application` },
  );
  const code = randomBytes(24).toString('base64url');
  // Stored like a reset token, so the library's /reset-password accepts it too.
  await ctx.internalAdapter.createVerificationValue({
    identifier: `reset-password:${code}`,
    value: user.id,
    expiresAt: new Date(Date.now() + APPLICATION_CODE_TTL_MS),
  });
  const link =
    input.kind === 'player'
      ? `${accounts.publicUrl}/player-portal/set-password?oobCode=${code}`
      : actionLink(accounts.publicUrl, 'completeSignup', code);
  await accounts.mailer.send(setPasswordMail(input.email, link, input.kind));
  return { userId: user.id };
}

/** A creator's public profile (/creator/{slug}), made once the account has a password. */
export async function ensureCreatorProfile(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || user.role !== 'creator' || user.creatorId) return;
  const slug = user.slug ?? (await uniqueSlug(db, slugify(user.name)));
  const [profile] = await db
    .insert(creators)
    .values({
      type: 'creator',
      displayname: user.name,
      profileKey: slug,
      searchName: normalizeSearch(user.name),
      label: 'Creator',
    })
    .returning({ id: creators.id });
  await db
    .update(users)
    .set({ slug, creatorId: profile?.id ?? null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Consumes a mailed set-password code: sets the first password through the library's reset (same
 * hashing and policy hooks), and marks the address verified since the mail was opened.
 */
export async function completeApplication(
  accounts: Accounts,
  db: Database,
  input: { code: string; password: string; name?: string | undefined },
): Promise<{ userId: string; email: string }> {
  const ctx = await accounts.auth.$context;
  const verification = await ctx.internalAdapter.findVerificationValue(
    `reset-password:${input.code}`,
  );
  if (!verification || verification.expiresAt < new Date()) {
    throw badRequest('This link is invalid or has expired: ask for a new one', 'code');
  }
  const userId = verification.value;
  await accounts.auth.api.resetPassword({
    body: { token: input.code, newPassword: input.password },
  });
  const patch: Partial<typeof users.$inferInsert> = { emailVerified: true, updatedAt: new Date() };
  if (input.name) patch.name = input.name;
  const [user] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (!user) throw badRequest('This link is invalid or has expired: ask for a new one', 'code');
  await ensureCreatorProfile(db, userId);
  return { userId, email: user.email };
}

/**
 * A new account signed up as a creator: the creator role, a public slug from their handle, the
 * handles they gave, and their creator profile.
 */
export async function makeCreator(
  db: Database,
  userId: string,
  handles: { handle: string; instagram?: string; youtube?: string },
) {
  await db
    .update(users)
    .set({
      role: 'creator',
      slug: await uniqueSlug(db, slugify(handles.handle)),
      instagram: handles.instagram ?? null,
      youtube: handles.youtube ?? null,
    })
    .where(eq(users.id, userId));
  await ensureCreatorProfile(db, userId);
}
