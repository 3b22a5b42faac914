import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authSettings } from '../../db/schema/index';

const KEY = 'auth_secret';

/**
 * AUTH_SECRET signs session cookies and encrypts the token signing keys. When it is not
 * configured, one is generated on first start and kept in the database (not a local file) so
 * sessions survive restarts and every instance sharing the database agrees on it. The value is
 * never logged.
 */
export async function resolveAuthSecret(
  db: Database,
  configured: string | undefined,
): Promise<{ secret: string; generated: boolean }> {
  if (configured) return { secret: configured, generated: false };
  return { secret: await storedSecret(db, KEY), generated: true };
}

/**
 * A random secret kept in auth_settings under `key`, made on first use. Insert-if-absent then
 * read back: two instances starting together end up with the same value. Never logged.
 */
export async function storedSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(authSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(authSettings).where(eq(authSettings.key, key));
  if (!row) throw new Error(`could not store the generated secret ${key}`);
  return row.value;
}
