import { envelope, searchQuery, searchResultSchema, type SearchGroup } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, ok } from '../../lib/http';
import { normalizeSearch } from '../../lib/normalize';
import { publicRead } from '../../plugins/route-cache';
import { searchByKeyword } from './search.service';
import { searchKeys } from './search-cache';

const DEFAULT_GROUPS: SearchGroup[] = ['players', 'videos'];
const TTL = 60;
const searchAnswer = envelope(searchResultSchema);

/** /api/searchByKeyword: players and videos by default; `only[]` (or `fields[]`) picks groups. */
export const searchRoutes =
  ({ db: { db }, cache }: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, cache, '/searchByKeyword', {
      schema: { tags: ['search'], querystring: searchQuery },
      answer: searchAnswer,
      read: async (req) => {
        const q = req.query;
        const keyword = normalizeSearch(q.keyword);
        if (!keyword) throw badRequest('keyword is required', 'keyword');
        const asked = [
          ...(q['only[]'] ?? []),
          ...(q.only ?? []),
          ...(q['fields[]'] ?? []),
          ...(q.fields ?? []),
        ];
        const groups = asked.length ? [...new Set(asked)].sort() : DEFAULT_GROUPS;
        const key = searchKeys.answer({ keyword, groups, limit: q.limit, offset: q.offset });
        return {
          key,
          ttl: TTL,
          load: async () => {
            const page = { limit: q.limit, offset: q.offset };
            const { result, total } = await searchByKeyword(db, cache, keyword, groups, page);
            return ok(result, total);
          },
        };
      },
    });
  };
