import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/client';
import { storedSecret } from '../auth/index';

// The one-click unsubscribe link of every alert mail carries a token that works signed out: an
// HMAC-signed JWT (jose, HS256) naming the user and this one purpose. It can only turn that
// user's alert mails off; it cannot sign anyone in. The key is a random secret kept in the
// database, shared by every instance.

const SECRET_KEY = 'alerts_unsubscribe_secret';
const AUDIENCE = 'hoopdex-unsubscribe';
const keys = new WeakMap<Database, Promise<Uint8Array>>();

function keyOf(db: Database): Promise<Uint8Array> {
  let key = keys.get(db);
  if (!key) {
    key = storedSecret(db, SECRET_KEY).then((s) => new TextEncoder().encode(s));
    key.catch(() => keys.delete(db)); // a failed read is retried next time
    keys.set(db, key);
  }
  return key;
}

/** No expiry: a link in a mail from last year still unsubscribes (it can do nothing else). */
export async function signUnsubscribeToken(db: Database, userId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(await keyOf(db));
}

/** The user the token names, or null for anything not signed by us for this purpose. */
export async function verifyUnsubscribeToken(db: Database, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(db), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    return typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}
