import {
  envelope,
  explorerQuerySchema,
  explorerRowSchema,
  qualificationSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { boxScoreDerivedKey } from '../stats/index';
import { rowFilterFields, rowSortFields } from '../stats/index';
import { explorerCsv, explorerRow, explorerTable } from './explorer.service';

const query = explorerQuerySchema.extend({
  filter: filterParam(rowFilterFields).optional(),
  sort: sortParam(rowSortFields).optional(),
});
const exportQuery = query.omit({ limit: true, offset: true });
const tags = ['stats'];
/** The rows and, beside them, the rule that ordered them (qualified players first). */
const explorerPage = envelope(z.array(explorerRowSchema)).extend({
  qualification: qualificationSchema,
});

/** The Database tab: a server-paged table of a league's players and stats, and its CSV export. */
export const explorerRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/explorer', {
      schema: { tags, querystring: query },
      answer: explorerPage,
      read: (req) => ({
        key: keyOf(boxScoreDerivedKey('explorer'), req.query),
        ttl: 60,
        load: async () => {
          const { rows, total, columns, qualification } = await explorerTable(deps, req.query);
          return {
            ...ok(
              rows.map((r) => explorerRow(r, columns, qualification)),
              total,
            ),
            qualification,
          };
        },
      }),
    });

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
