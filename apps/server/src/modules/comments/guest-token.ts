import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { authSettings } from '../../db/schema/index';

// Comment tokens for guests (and for signed-in users handing off to a comment widget): HS256
// JWTs, one hour, their own issuer and audience so they are never mistaken for ID tokens. The key
// is generated once and kept in auth_settings, so every instance and every restart agree on it.

const SETTING = 'comments_guest_key';
const ISSUER = 'hoopdex-comments';
const TTL_SECONDS = 3600;

export interface GuestIdentity {
  name: string;
  /** Set when a signed-in user asked for the token. */
  userId?: string | undefined;
}

export function createGuestTokens(db: Database) {
  let key: Promise<Uint8Array> | undefined;
  const loadKey = async () => {
    await db
      .insert(authSettings)
      .values({ key: SETTING, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await db.select().from(authSettings).where(eq(authSettings.key, SETTING));
    if (!row) throw new Error('comment token key missing');
    return new Uint8Array(Buffer.from(row.value, 'base64url'));
  };
  const getKey = () => {
    key ??= loadKey().catch((err: unknown) => {
      key = undefined; // retry on the next call
      throw err;
    });
    return key;
  };

  return {
    async sign(who: GuestIdentity) {
      const expires = new Date(Date.now() + TTL_SECONDS * 1000);
      const jwt = new SignJWT({ name: who.name })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setAudience(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000));
      if (who.userId) jwt.setSubject(who.userId);
      return { guestToken: await jwt.sign(await getKey()), expires_at: expires.toISOString() };
    },
    /** The identity in a valid token, or null for any bad, expired or foreign token. */
    async verify(token: string): Promise<GuestIdentity | null> {
      try {
        const { payload } = await jwtVerify(token, await getKey(), {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: ISSUER,
        });
        if (typeof payload.name !== 'string' || !payload.name) return null;
        return { name: payload.name, userId: payload.sub };
      } catch {
        return null;
      }
    },
  };
}
