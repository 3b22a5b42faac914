import { askAnswerSchema, askQuerySchema, envelope } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { normalizeSearch } from '../../lib/normalize';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { answerQuestion } from './answer-question';

const answer = envelope(askAnswerSchema);

/** GET /api/ask?q=: Ask Hoopdex, a plain-English stat question answered from the data. */
export const askRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/ask', {
      schema: { tags: ['stats'], querystring: askQuerySchema },
      answer: answer,
      read: (req) => ({
        key: keyOf(boxScoreDerivedKey('ask'), { q: normalizeSearch(req.query.q) }),
        ttl: 60,
        load: () => answerQuestion(deps, req.query.q),
      }),
    });
  };
