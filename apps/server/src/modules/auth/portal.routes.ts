import {
  adminClaimDecisionBody,
  adminClaimSchema,
  claimResultSchema,
  envelope,
  playerClaimBody,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, ok } from '../../lib/http';
import type { Accounts } from './accounts';
import { hitAll, tooMany } from './auth-handler';
import { requireRole, resolveCaller } from './caller';
import {
  claimForUser,
  decideClaim,
  listClaims,
  playerForClaim,
  recordPendingClaim,
} from './player-portal.service';
import { createApplication } from './signup.service';

/**
 * Player portal: claim a player profile. Signed in, the claim is the caller's; signed out, an
 * e-mail starts an application (set-password mail) whose claim is decided once it is finished.
 * Admins list and decide pending claims.
 */
export const portalRoutes =
  (deps: ModuleDeps, accounts: Accounts): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;

    app.post(
      '/player-portal/claim',
      {
        schema: {
          tags: ['accounts'],
          body: playerClaimBody,
          response: { 200: envelope(claimResultSchema) },
        },
      },
      async (req, reply) => {
        const caller = await resolveCaller(req, accounts);
        if (caller) return ok(await claimForUser(accounts, db, caller.id, req.body.playerSlug));
        const { email, name } = req.body;
        if (!email) throw badRequest('Enter your e-mail address', 'email');
        const hit = await hitAll(accounts, [
          [`signup:ip:${req.ip}`, accounts.limits.signUpPerIp],
          [`mail:acct:${email}`, accounts.limits.resetPerAccount],
        ]);
        if (hit) return tooMany(reply, hit);
        const player = await playerForClaim(db, req.body.playerSlug);
        const { userId } = await createApplication(accounts, db, {
          email,
          name: name ?? `${player.firstname} ${player.lastname}`,
          kind: 'player',
        });
        if (userId) await recordPendingClaim(db, userId, player.id);
        return ok({ status: 'check-email' as const });
      },
    );

    app.get(
      '/admin/player-claims',
      {
        schema: {
          tags: ['accounts'],
          querystring: z.object({
            status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
          }),
          response: { 200: envelope(z.array(adminClaimSchema)) },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        return ok(await listClaims(db, req.query.status));
      },
    );

    app.post(
      '/admin/player-claims/:id',
      {
        schema: {
          tags: ['accounts'],
          params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
          body: adminClaimDecisionBody,
          response: { 200: envelope(z.object({ status: z.literal('ok') })) },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        await decideClaim(db, req.params.id, req.body.status);
        return ok({ status: 'ok' as const });
      },
    );
  };
