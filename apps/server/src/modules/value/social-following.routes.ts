import { envelope, socialFollowingBody, socialFollowingSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import {
  linkedPlayer,
  readSocialFollowing,
  writeSocialFollowing,
} from './social-following.service';
import { playerValueChanged } from './value-cache';

const tags = ['value'];
const followingAnswer = envelope(socialFollowingSchema);

/**
 * The player portal's social following (Hoopdex Value's Following, decision 0030): the linked
 * player reads and reports it; it shows as self-reported until verified. Signed-in only.
 */
export const socialFollowingRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    privateRoutes(app);
    app.get(
      '/me/social-following',
      {
        schema: {
          tags,
          summary: "The linked player's reported social following",
          response: { 200: followingAnswer },
        },
      },
      async (req) => {
        const player = await linkedPlayer(db, currentUser(req).id);
        const rows = await readSocialFollowing(db, player.id);
        return ok(rows, rows.length);
      },
    );
    app.put(
      '/me/social-following',
      {
        schema: {
          tags,
          summary: "Report the linked player's social following (self-reported until verified)",
          body: socialFollowingBody,
          response: { 200: followingAnswer },
        },
      },
      async (req) => {
        const player = await linkedPlayer(db, currentUser(req).id);
        await writeSocialFollowing(db, player.id, req.body);
        await playerValueChanged(deps.cache, player.slug);
        const rows = await readSocialFollowing(db, player.id);
        return ok(rows, rows.length);
      },
    );
  };
