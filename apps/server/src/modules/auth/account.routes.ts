import { deleteMeBody, envelope, meSchema, passwordBody, patchMeBody } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok, unauthorized } from '../../lib/http';
import { isLocalUrl } from './better-auth';
import type { Accounts } from './accounts';
import { requireCaller } from './caller';
import { deleteMe, loadMe, setPassword, updateMe } from './me.service';

const done = envelope(z.object({ status: z.literal('ok') }));

/** GET/PATCH/DELETE /api/me and PUT /api/password. */
export const accountRoutes =
  (deps: ModuleDeps, accounts: Accounts): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    // Personal answers: never stored by a shared cache.
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/me',
      { schema: { tags: ['accounts'], response: { 200: envelope(meSchema) } } },
      async (req) => {
        const caller = await requireCaller(req, accounts);
        const me = await loadMe(db, caller.id);
        if (!me) throw unauthorized();
        return ok(me);
      },
    );

    app.patch(
      '/me',
      { schema: { tags: ['accounts'], body: patchMeBody, response: { 200: envelope(meSchema) } } },
      async (req) => {
        const caller = await requireCaller(req, accounts);
        await updateMe(db, caller.id, req.body);
        const me = await loadMe(db, caller.id);
        if (!me) throw unauthorized();
        return ok(me);
      },
    );

    app.delete(
      '/me',
      { schema: { tags: ['accounts'], body: deleteMeBody, response: { 200: done } } },
      async (req, reply) => {
        const caller = await requireCaller(req, accounts);
        await deleteMe(accounts, db, caller.id, req.body.password);
        // The session row is gone; drop the cookie too.
        reply.header('set-cookie', clearedSessionCookies(accounts));
        return ok({ status: 'ok' as const });
      },
    );

    app.put(
      '/password',
      { schema: { tags: ['accounts'], body: passwordBody, response: { 200: done } } },
      async (req) => {
        // Spec: a bearer ID token (at most 5 minutes old) authorizes the change.
        if (!req.user) throw unauthorized('A bearer ID token is required');
        const caller = await requireCaller(req, accounts);
        await setPassword(accounts, db, caller.id, req.body.password, caller.sessionToken);
        return ok({ status: 'ok' as const });
      },
    );
  };

function clearedSessionCookies(accounts: Accounts): string[] {
  const secure = !isLocalUrl(accounts.publicUrl);
  const prefix = secure ? '__Secure-' : '';
  const attrs = `Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return ['session_token', 'session_data', 'dont_remember'].map(
    (n) => `${prefix}hoopdex.${n}=; ${attrs}`,
  );
}
