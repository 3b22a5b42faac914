import { envelope, explorerQuerySchema, explorerRowSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { keyOf } from '../../lib/route-cache';
import { STATS_CACHE_PREFIX } from '../stats/stats-dataset';
import { rowFilterFields, rowSortFields } from '../stats/stats-table';
import { explorerCsv, explorerRow, explorerTable } from './explorer.service';

const query = explorerQuerySchema.extend({
  filter: filterParam(rowFilterFields).optional(),
  sort: sortParam(rowSortFields).optional(),
});
const exportQuery = query.omit({ limit: true, offset: true });
const tags = ['stats'];
const explorerPage = envelope(z.array(explorerRowSchema));

/** The Database tab: a server-paged table of a league's players and stats, and its CSV export. */
export const explorerRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/explorer',
      { schema: { tags, querystring: query, response: { 200: explorerPage } } },
      async (req, reply) => {
        // The serialized page is what is cached: a 50-row table costs more to validate and
        // stringify than to compute, and the explorer is paged and re-sorted all the time.
        // Under the stats prefix, so invalidateStats (after an import) drops these pages too.
        const json = await deps.cache.wrap(
          `${STATS_CACHE_PREFIX}explorer:${keyOf('q', req.query)}`,
          60,
          async () => {
            const { rows, total, columns } = await explorerTable(deps, req.query);
            return JSON.stringify(
              explorerPage.parse(
                ok(
                  rows.map((r) => explorerRow(r, columns)),
                  total,
                ),
              ),
            );
          },
        );
        // A string payload with a JSON content type is sent as it is (no second serialization).
        return reply
          .header('cache-control', publicCacheHeader(60))
          .type('application/json; charset=utf-8')
          .send(json as never);
      },
    );

    app.get(
      '/explorer/export.csv',
      { schema: { tags, querystring: exportQuery } },
      async (req, reply) => {
        const csv = await explorerCsv(deps, { ...req.query, limit: 1, offset: 0 });
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('cache-control', publicCacheHeader(60))
          .header('x-total-count', String(csv.total))
          .header('x-exported-count', String(csv.exported))
          .send(csv.stream);
      },
    );
  };
