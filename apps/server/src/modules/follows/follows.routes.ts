import {
  envelope,
  followBody,
  followListItemSchema,
  followStatusQuery,
  followStatusSchema,
  followTypeSchema,
  pagingQuery,
  type FollowType,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import type { Cache } from '../../lib/cache';
import { notFound, ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { creatorFanCountChanged } from '../creators/index';
import { playerFanCountChanged } from '../players/index';
import { showFanCountChanged } from '../shows/index';
import { playerValueChanged } from '../value/index';
import { followStatus, listFollows, setFollow } from './follows.service';

const tags = ['follows'];
const security = [{ bearer: [] }];
const status = envelope(followStatusSchema);

/** me/userFollows (follow, unfollow, list) and me/userFollowsBySlug (status). Signed-in only. */
export const followsRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    privateRoutes(app);

    const write =
      (following: boolean) =>
      async (req: { body: z.output<typeof followBody> } & Parameters<typeof currentUser>[0]) => {
        const { slug, followType } = req.body;
        const result = await setFollow(db, currentUser(req).id, followType, slug, following);
        if (!result) throw notFound(`No ${followType} ${slug}`, 'slug');
        await dropFanPages(cache, followType, slug);
        return ok(result);
      };
    app.post(
      '/me/userFollows',
      { schema: { tags, security, body: followBody, response: { 200: status } } },
      write(true),
    );
    app.delete(
      '/me/userFollows',
      { schema: { tags, security, body: followBody, response: { 200: status } } },
      write(false),
    );

    app.get(
      '/me/userFollows',
      {
        schema: {
          tags,
          security,
          querystring: pagingQuery.extend({
            followType: followTypeSchema.optional(),
            token: z.string().max(5000).optional(),
          }),
          response: { 200: envelope(z.array(followListItemSchema)) },
        },
      },
      async (req) => {
        const { limit, offset, followType } = req.query;
        const page = await listFollows(db, currentUser(req).id, limit, offset, followType);
        return ok(page.items, page.total);
      },
    );

    app.get(
      '/me/userFollowsBySlug',
      { schema: { tags, security, querystring: followStatusQuery, response: { 200: status } } },
      async (req) => {
        const { slug, followType } = req.query;
        const result = await followStatus(db, currentUser(req).id, followType, slug);
        if (!result) throw notFound(`No ${followType} ${slug}`, 'slug');
        return ok(result);
      },
    );
  };

/**
 * The followed row's public page shows its fan_count: drop it so the next read is fresh. Lists
 * that show fan counts (players, creators, shows) refresh with their TTL of a minute or two.
 */
function dropFanPages(cache: Cache, type: FollowType, slug: string): Promise<void> {
  // A player's value counts Hoopdex fans (Following), so it is stale too.
  if (type === 'player')
    return Promise.all([playerFanCountChanged(cache, slug), playerValueChanged(cache, slug)]).then(
      () => undefined,
    );
  if (type === 'creator') return creatorFanCountChanged(cache, slug);
  return showFanCountChanged(cache);
}
