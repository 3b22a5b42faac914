import {
  checkEmailSchema,
  completeSignupBody,
  envelope,
  instagramSignupBody,
  meSchema,
  signupCreatorBody,
  signupWithEmailAndInstagramBody,
  youtubeSignupBody,
} from '@hoopdex/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import type { Database } from '../../db/client';
import { ok, unauthorized } from '../../lib/http';
import type { Accounts } from './accounts';
import type { LimitRule } from './attempt-limiter';
import { hitAll, tooMany } from './auth-handler';
import { viaAuth } from './auth-errors';
import { forwardCookies, libraryHeaders } from './forward-cookies';
import { loadMe } from './me.service';
import { autoLinkPendingClaims } from './player-portal.service';
import { completeApplication, createApplication, makeCreator } from './signup.service';

const checkEmail = envelope(checkEmailSchema);
const signedInOrCheckEmail = envelope(z.union([meSchema, checkEmailSchema]));
const CHECK_EMAIL = { status: 'check-email' as const };

/**
 * The sign-up calls of spec §7. Applications (instagram-/youtube-signup) mail a set-password link;
 * signupCreator and signupWithEmailAndInstagram create a creator with a password and sign in;
 * completeSignup finishes an application. Known addresses always answer "check your e-mail".
 */
export const signupRoutes =
  (deps: ModuleDeps, accounts: Accounts): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    // Sign-ups per IP; mails to one address are budgeted like resets (no mail bombing).
    const limited = async (req: FastifyRequest, reply: FastifyReply, email?: string) => {
      const rules: Array<[string, LimitRule]> = [
        [`signup:ip:${req.ip}`, accounts.limits.signUpPerIp],
      ];
      if (email) rules.push([`mail:acct:${email}`, accounts.limits.resetPerAccount]);
      const hit = await hitAll(accounts, rules);
      return hit ? tooMany(reply, hit) : null;
    };
    const tags = ['accounts'];

    app.post(
      '/instagram-signup',
      { schema: { tags, body: instagramSignupBody, response: { 200: checkEmail } } },
      async (req, reply) => {
        if (await limited(req, reply, req.body.email)) return reply;
        const { email, instagram } = req.body;
        await createApplication(accounts, db, {
          email,
          name: instagram,
          kind: 'creator',
          handles: { instagram },
        });
        return ok(CHECK_EMAIL);
      },
    );

    app.post(
      '/youtube-signup',
      { schema: { tags, body: youtubeSignupBody, response: { 200: checkEmail } } },
      async (req, reply) => {
        if (await limited(req, reply, req.body.email)) return reply;
        const { email, youtube } = req.body;
        await createApplication(accounts, db, {
          email,
          name: youtube,
          kind: 'creator',
          handles: { youtube },
        });
        return ok(CHECK_EMAIL);
      },
    );

    const creatorSignup = async (
      req: FastifyRequest,
      reply: FastifyReply,
      body: {
        email: string;
        password: string;
        name: string;
        instagram?: string | undefined;
        youtube?: string | undefined;
      },
    ) => {
      const { headers, response } = await viaAuth(() =>
        accounts.auth.api.signUpEmail({
          body: { email: body.email, password: body.password, name: body.name },
          headers: libraryHeaders(req),
          returnHeaders: true,
        }),
      );
      if (!response.token || !response.user) return ok(CHECK_EMAIL);
      const handle = body.instagram ?? body.youtube ?? body.name;
      await makeCreator(db, response.user.id, {
        handle,
        instagram: body.instagram,
        youtube: body.youtube,
      });
      forwardCookies(reply, headers);
      return meOr401(db, response.user.id);
    };

    app.post(
      '/signupCreator',
      { schema: { tags, body: signupCreatorBody, response: { 200: signedInOrCheckEmail } } },
      async (req, reply) => {
        if (await limited(req, reply)) return reply;
        return creatorSignup(req, reply, req.body);
      },
    );

    app.post(
      '/signupWithEmailAndInstagram',
      {
        schema: {
          tags,
          body: signupWithEmailAndInstagramBody,
          response: { 200: signedInOrCheckEmail },
        },
      },
      async (req, reply) => {
        if (await limited(req, reply)) return reply;
        return creatorSignup(req, reply, {
          ...req.body,
          name: req.body.name ?? req.body.instagram,
        });
      },
    );

    app.post(
      '/completeSignup',
      { schema: { tags, body: completeSignupBody, response: { 200: envelope(meSchema) } } },
      async (req, reply) => {
        const hit = await hitAll(accounts, [[`reset:ip:${req.ip}`, accounts.limits.resetPerIp]]);
        if (hit) return tooMany(reply, hit);
        const { userId, email } = await viaAuth(() => completeApplication(accounts, db, req.body));
        await autoLinkPendingClaims(accounts, db, userId);
        // Sign in with the new password: a fresh session cookie, set by the library.
        const { headers } = await viaAuth(() =>
          accounts.auth.api.signInEmail({
            body: { email, password: req.body.password },
            headers: libraryHeaders(req),
            returnHeaders: true,
          }),
        );
        forwardCookies(reply, headers);
        return meOr401(db, userId);
      },
    );
  };

async function meOr401(db: Database, userId: string) {
  const me = await loadMe(db, userId);
  if (!me) throw unauthorized();
  return ok(me);
}
