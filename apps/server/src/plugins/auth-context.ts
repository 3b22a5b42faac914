import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/http';
import { InvalidTokenError, type AuthUser, type TokenVerifier } from './token-verifier';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid bearer ID token. */
    user: AuthUser | null;
  }
}

/**
 * Reads `Authorization: Bearer <id token>` on every request. A valid token sets `req.user`;
 * a present but bad token is a 401 at once (never silently anonymous); no header is anonymous.
 */
export const authContext = fp<{ verifier: TokenVerifier }>(async (app, { verifier }) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Malformed authorization header');
    try {
      req.user = await verifier.verify(match[1]);
    } catch (err) {
      if (err instanceof InvalidTokenError) throw unauthorized('Invalid or expired token');
      throw err;
    }
  });
});

/** preHandler for calls that need a signed-in user. */
export async function requireUser(req: FastifyRequest) {
  if (!req.user) throw unauthorized();
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

export type { FastifyInstance };
