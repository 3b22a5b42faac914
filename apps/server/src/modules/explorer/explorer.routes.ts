import { envelope, explorerQuerySchema, explorerRowSchema } from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { rowFilterFields, rowSortFields } from '../stats/stats-table';
import { explorerCsv, explorerRow, explorerTable } from './explorer.service';

const query = explorerQuerySchema.extend({
  filter: filterParam(rowFilterFields).optional(),
  sort: sortParam(rowSortFields).optional(),
});
const exportQuery = query.omit({ limit: true, offset: true });
const tags = ['stats'];

/** The Database tab: a server-paged table of a league's players and stats, and its CSV export. */
export const explorerRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/explorer',
      { schema: { tags, querystring: query, response: { 200: envelope(z.array(explorerRowSchema)) } } },
      async (req, reply) => {
        const { rows, total, columns } = await explorerTable(deps, req.query);
        reply.header('cache-control', publicCacheHeader(60));
        return ok(
          rows.map((r) => explorerRow(r, columns)),
          total,
        );
      },
    );

    app.get('/explorer/export.csv', { schema: { tags, querystring: exportQuery } }, async (req, reply) => {
      const csv = await explorerCsv(deps, { ...req.query, limit: 1, offset: 0 });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', publicCacheHeader(60))
        .header('x-total-count', String(csv.total))
        .header('x-exported-count', String(csv.exported))
        .send(csv.stream);
    });
  };
