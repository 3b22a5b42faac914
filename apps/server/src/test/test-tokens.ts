import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import {
  createTokenVerifier,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  type TokenVerifier,
  type UserRole,
} from '../plugins/token-verifier';

/** A real key pair for tests: tokens are signed and verified exactly as in production. */
export async function createTestKeys(): Promise<{
  verifier: TokenVerifier;
  /** The public key, so a verifier can accept test tokens next to the auth library's. */
  jwk: JWK;
  sign(
    claims: { sub: string; role?: UserRole; email?: string },
    opts?: SignOptions,
  ): Promise<string>;
}> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test', alg: 'EdDSA' };
  const verifier = createTokenVerifier(createLocalJWKSet({ keys: [jwk] }));
  return {
    verifier,
    jwk,
    sign: (claims, opts = {}) => {
      const jwt = new SignJWT({
        role: claims.role ?? 'fan',
        email: claims.email ?? `${claims.sub}@test.local`,
      })
        .setProtectedHeader({ alg: 'EdDSA', kid: 'test' })
        .setSubject(claims.sub)
        .setIssuer(opts.issuer ?? TOKEN_ISSUER)
        .setAudience(opts.audience ?? TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(opts.expiresIn ?? '5m');
      if (opts.notBefore !== undefined) jwt.setNotBefore(opts.notBefore);
      return jwt.sign(privateKey);
    },
  };
}

export interface SignOptions {
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  /** A time span ('10m') or epoch seconds; now by default. */
  notBefore?: string | number;
}
