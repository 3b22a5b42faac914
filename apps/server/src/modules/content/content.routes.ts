import {
  contentItemSchema,
  contentListQuery,
  creatorContentQuery,
  envelope,
  idParams,
  type ContentType,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, notFound, ok } from '../../lib/http';
import { privateRoutes, publicRead, type CachedRead } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { creatorIdBySlug } from '../creators/index';
import { contentListPage, contentPageSchema } from './content-page';
import {
  contentFilter,
  contentSort,
  type ContentListInput,
  followsAnything,
  getContent,
  HOME_FEED_TYPES,
  listContent,
} from './content.service';
import { contentKeys } from './content-cache';

const FEED_TTL = 30;
const ITEM_TTL = 60;
const listSchema = contentPageSchema;
const itemSchema = envelope(contentItemSchema);
const query = contentListQuery.extend({
  sort: contentSort.optional(),
  filter: contentFilter.optional(),
});
const typedQuery = query.omit({ content_type: true, feed: true });
const tags = ['content'];

/** /api/content and the typed lists (articles, user posts), creatorContent and the me feed. */
export const contentRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { cache } = deps;
    const db = deps.db.db;

    publicRead(app, cache, '/content', {
      schema: { tags, querystring: query },
      answer: listSchema,
      read: (req) => {
        const { content_type, id, feed, token: _t, ...q } = req.query;
        const home = feed === 'home';
        const input = {
          ...q,
          ids: id,
          contentTypes: home ? HOME_FEED_TYPES : content_type,
          excludeAdmin: home || undefined,
        };
        return feedPage(input);
      },
    });

    publicRead(app, cache, '/content/:id', {
      schema: { tags, params: idParams },
      answer: itemSchema,
      read: (req) => oneItem(req.params.id),
    });

    const typed = (path: string, type: ContentType) => {
      publicRead(app, cache, path, {
        schema: { tags, querystring: typedQuery },
        answer: listSchema,
        read: (req) => {
          const { id, token: _t, ...q } = req.query;
          return feedPage({ ...q, ids: id, contentTypes: [type] });
        },
      });
      publicRead(app, cache, `${path}/:id`, {
        schema: { tags, params: idParams },
        answer: itemSchema,
        read: (req) => oneItem(req.params.id, type),
      });
    };
    typed('/articles', 'article');
    typed('/user-posts', 'user_post');

    publicRead(app, cache, '/creatorContent', {
      schema: {
        tags,
        querystring: creatorContentQuery.extend({
          sort: contentSort.optional(),
          filter: contentFilter.optional(),
        }),
      },
      answer: listSchema,
      read: async (req) => {
        const { slug, token: _t, ...q } = req.query;
        if (q.creatorId === undefined && slug === undefined)
          throw badRequest('creatorId or slug is required', 'creatorId');
        const creatorId =
          q.creatorId ?? (slug !== undefined ? await creatorIdBySlug(db, slug) : undefined);
        if (creatorId === undefined) throw notFound('No creator with this slug', 'slug');
        return feedPage({ ...q, creatorId });
      },
    });

    // The signed-in home feed: what the user follows, or everything while they follow nothing.
    const meFeed: FastifyPluginAsyncZod = async (me) => {
      privateRoutes(me);
      me.get(
        '/me/feed',
        {
          schema: {
            tags,
            security: [{ bearer: [] }],
            querystring: typedQuery.pick({ limit: true, offset: true, token: true }),
            response: { 200: listSchema },
          },
        },
        async (req, reply) => {
          const userId = currentUser(req).id;
          const personal = await followsAnything(db, userId);
          const input = {
            limit: req.query.limit,
            offset: req.query.offset,
            contentTypes: HOME_FEED_TYPES,
            excludeAdmin: true,
          };
          reply.header('x-feed', personal ? 'following' : 'all');
          const page = personal
            ? await listContent(db, cache, { ...input, followedBy: userId })
            : await cache.wrap(contentKeys.list(input), FEED_TTL, () =>
                listContent(db, cache, input),
              );
          return ok(page.items, page.total);
        },
      );
    };
    await app.register(meFeed);

    /** A public list page, keyed by its whole input (content:list, as the me feed's shared page). */
    const feedPage = (input: ContentListInput) => contentListPage({ db, cache }, input, FEED_TTL);

    /** One item; a like drops it (contentItemKey) so its like_count is fresh. */
    function oneItem(id: number, type?: ContentType): CachedRead<typeof itemSchema> {
      return {
        key: contentKeys.item(id, type),
        ttl: ITEM_TTL,
        cacheControl: `public, max-age=${ITEM_TTL}`,
        load: async () => {
          const item = await getContent(db, id, type);
          return item ? ok(item) : null;
        },
        missing: () => notFound(`No ${type ?? 'content'} with id ${id}`, 'id'),
      };
    }
  };
