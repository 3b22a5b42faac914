import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { forbidden, unauthorized } from '../../lib/http';
import type { Accounts } from './accounts';
import type { UserRole } from '../../plugins/token-verifier';

export interface Caller {
  id: string;
  /** The session of the request's cookie, when it came with one (not with a bearer token). */
  sessionToken: string | null;
}

/**
 * The account calls accept a bearer ID token (the API's rule) or the session cookie, so the
 * profile page works before the first token is fetched. Bearer wins when both are sent.
 */
export async function resolveCaller(
  req: FastifyRequest,
  accounts: Accounts,
): Promise<Caller | null> {
  const session = req.headers.cookie
    ? await accounts.auth.api
        .getSession({ headers: fromNodeHeaders(req.headers) })
        .catch(() => null)
    : null;
  if (req.user) {
    const sameUser = session?.user.id === req.user.id;
    return { id: req.user.id, sessionToken: sameUser ? (session?.session.token ?? null) : null };
  }
  if (!session) return null;
  return { id: session.user.id, sessionToken: session.session.token };
}

export async function requireCaller(req: FastifyRequest, accounts: Accounts): Promise<Caller> {
  const caller = await resolveCaller(req, accounts);
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * Role checks read the role from the database, not the token: a revoked admin loses access at
 * once instead of when their 5-minute token expires.
 */
export async function requireRole(
  db: Database,
  req: FastifyRequest,
  accounts: Accounts,
  roles: readonly UserRole[],
) {
  const caller = await requireCaller(req, accounts);
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, caller.id));
  if (!row) throw unauthorized();
  if (!roles.includes(row.role as UserRole)) throw forbidden('Your account cannot do this');
  return { ...caller, role: row.role as UserRole };
}
