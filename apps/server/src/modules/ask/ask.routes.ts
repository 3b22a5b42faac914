import { askAnswerSchema, askQuerySchema, envelope } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { normalizeSearch } from '../../lib/normalize';
import { keyOf, publicJson } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { answerQuestion } from './answer-question';

const answer = envelope(askAnswerSchema);

/** GET /api/ask?q=: Ask Hoopdex, a plain-English stat question answered from the data. */
export const askRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ask',
      { schema: { tags: ['stats'], querystring: askQuerySchema, response: { 200: answer } } },
      (req, reply) =>
        // Keyed by the normalized text (case, accents and spacing do not make a new answer) and
        // under the stats prefix, so boxScoresChanged (after an import) drops the answers too.
        publicJson(reply, deps.cache, {
          key: keyOf(boxScoreDerivedKey('ask'), { q: normalizeSearch(req.query.q) }),
          ttl: 60,
          schema: answer,
          load: () => answerQuestion(deps, req.query.q),
        }),
    );
  };
