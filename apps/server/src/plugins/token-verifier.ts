import { errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const userRoles = ['fan', 'player', 'creator', 'scout', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/** Who is calling, as the bearer ID token says. */
export interface AuthUser {
  id: string;
  email: string;
  role: UserRole;
}

export interface TokenVerifier {
  /** Resolves the user, or throws when the token is not acceptable for any reason. */
  verify(token: string): Promise<AuthUser>;
}

export const TOKEN_AUDIENCE = 'hoopdex-api';
export const TOKEN_ISSUER = 'hoopdex';
/** Asymmetric algorithms only: never 'none', never a shared-secret HMAC. */
export const TOKEN_ALGORITHMS = ['EdDSA', 'ES256', 'RS256'];

export class InvalidTokenError extends Error {}

/**
 * Verifies signature first (jose), then the claims: algorithm allow-list, exp/nbf with 5 s of
 * clock tolerance, audience, issuer, and a subject and role we know.
 */
export function createTokenVerifier(keys: JWTVerifyGetKey): TokenVerifier {
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: TOKEN_ALGORITHMS,
          audience: TOKEN_AUDIENCE,
          issuer: TOKEN_ISSUER,
          clockTolerance: 5,
          requiredClaims: ['exp', 'sub'],
        });
        const role = payload.role;
        if (typeof payload.sub !== 'string' || !userRoles.includes(role as UserRole)) {
          throw new InvalidTokenError('token has no known subject or role');
        }
        return {
          id: payload.sub,
          email: typeof payload.email === 'string' ? payload.email : '',
          role: role as UserRole,
        };
      } catch (err) {
        if (err instanceof InvalidTokenError) throw err;
        if (err instanceof joseErrors.JOSEError) throw new InvalidTokenError(err.code);
        throw err;
      }
    },
  };
}
