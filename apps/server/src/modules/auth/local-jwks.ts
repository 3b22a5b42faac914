import { LRUCache } from 'lru-cache';
import { createLocalJWKSet, errors as joseErrors, type JWK, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../../db/client';
import { jwks } from '../../db/schema/index';
import { createTokenVerifier, type TokenVerifier } from '../../plugins/token-verifier';

/** Reloads on unknown kids are spaced out, so tokens with random kids cannot flood the database. */
const RELOAD_MIN_INTERVAL_MS = 100;
const SAME_KID_RETRY_MS = 5_000;

/**
 * The auth library's public keys read straight from the jwks table: no HTTP round trip to our
 * own JWKS endpoint. A token signed by a key we have not loaded yet (first key, rotation, another
 * instance) triggers one reload, then the lookup is retried.
 */
export function createLocalJwksKeys(db: Database, extraKeys: JWK[] = []): JWTVerifyGetKey {
  let current: JWTVerifyGetKey | undefined;
  let loadedAt = 0;
  let loading: Promise<JWTVerifyGetKey> | undefined;
  const triedKids = new LRUCache<string, true>({ max: 1_000, ttl: SAME_KID_RETRY_MS });

  async function load(): Promise<JWTVerifyGetKey> {
    const rows = await db.select().from(jwks);
    const keys: JWK[] = rows.map((row) => ({
      ...(JSON.parse(row.publicKey) as JWK),
      kid: row.id,
      alg: row.alg ?? 'EdDSA',
    }));
    current = createLocalJWKSet({ keys: [...keys, ...extraKeys] });
    loadedAt = Date.now();
    return current;
  }

  const reload = () => (loading ??= load().finally(() => (loading = undefined)));

  return async (header, token) => {
    const set = current ?? (await reload());
    try {
      return await set(header, token);
    } catch (err) {
      const kid = header.kid ?? '';
      const unknownKid = err instanceof joseErrors.JWKSNoMatchingKey;
      if (!unknownKid || triedKids.has(kid) || Date.now() - loadedAt < RELOAD_MIN_INTERVAL_MS) {
        throw err;
      }
      triedKids.set(kid, true);
      return (await reload())(header, token);
    }
  };
}

export function createLocalJwksVerifier(db: Database, extraKeys: JWK[] = []): TokenVerifier {
  return createTokenVerifier(createLocalJwksKeys(db, extraKeys));
}
