import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps';
import { accountRoutes } from './account.routes';
import { authHandlerRoutes } from './auth-handler';
import { portalRoutes } from './portal.routes';
import { signupRoutes } from './signup.routes';

/**
 * Accounts and access: the auth library at /api/auth/*, then /me, /password, the sign-up calls
 * and the player portal. An app built without accounts (some unit tests) has none of these.
 */
export const authRoutes = (deps: ModuleDeps) => async (api: FastifyInstance) => {
  const accounts = deps.accounts;
  if (!accounts) return;
  await authHandlerRoutes(api, accounts);
  await api.register(accountRoutes(deps, accounts));
  await api.register(signupRoutes(deps, accounts));
  await api.register(portalRoutes(deps, accounts));
};
