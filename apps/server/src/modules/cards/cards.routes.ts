import {
  compareCardParamsSchema,
  playerCardParamsSchema,
  publicBoardParamsSchema,
} from '@hoopdex/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { publicCacheHeader } from '../../lib/cache';
import { notFound } from '../../lib/http';
import { matchesEtag } from '../../plugins/route-cache';
import { CARD_TTL_SECONDS } from './card-data';
import { createCardRenderer } from './card-renderer';
import { createCardService, type Card } from './cards.service';

// A 1200×630 PNG (no JSON schema to serialize with); errors are the usual JSON.
const png = {
  produces: ['image/png', 'application/json'],
  description: 'A 1200×630 PNG share card.',
};
const tags = ['cards'];

/** A card with its strong ETag: a matching If-None-Match is a 304 and is never drawn. */
async function sendCard(
  reply: FastifyReply,
  card: Card,
  cacheControl = publicCacheHeader(CARD_TTL_SECONDS),
) {
  reply.header('cache-control', cacheControl).header('etag', card.etag);
  if (matchesEtag(reply.request.headers['if-none-match'], card.etag)) return reply.code(304).send();
  return reply.type('image/png').send(await card.png());
}

/** Share cards. Unknown players are JSON 404s (never a broken image); /api rate limits apply. */
export const cardsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const renderer = createCardRenderer();
    const cards = createCardService(deps, renderer);
    app.addHook('onClose', () => renderer.close());

    app.get(
      '/cards/player/:slug.png',
      { schema: { tags, params: playerCardParamsSchema, ...png } },
      async (req, reply) => {
        const card = await cards.player(req.params.slug);
        if (!card) throw notFound('Player not found', 'slug');
        return sendCard(reply, card);
      },
    );
    app.get(
      '/cards/compare/:slugA/:slugB.png',
      { schema: { tags, params: compareCardParamsSchema, ...png } },
      async (req, reply) => {
        const card = await cards.compare(req.params.slugA, req.params.slugB);
        if ('missing' in card) throw notFound('Player not found', card.missing);
        return sendCard(reply, card);
      },
    );
    app.get(
      '/cards/board/:token.png',
      { schema: { tags, params: publicBoardParamsSchema, ...png } },
      async (req, reply) => {
        const card = await cards.board(req.params.token);
        if (!card) throw notFound('Board not found', 'token');
        // Asked again each time (304 while unchanged): a revoked board's card stops at once.
        return sendCard(reply, card, 'public, no-cache');
      },
    );
  };
