import {
  chartRowSchema,
  envelope,
  gameLogQuerySchema,
  gameLogRowSchema,
  leagueStatTotalsQuerySchema,
  leagueStatTotalsSchema,
  playerSeasonStatsSchema,
  playerStatsRowSchema,
  playerStatsTotalsQuerySchema,
  statsIntervalQuerySchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../app';
import { publicCacheHeader } from '../../lib/cache';
import { ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { resolveLeagueId } from '../organizations/organizations.service';
import { chartRows, leagueTotals } from './league-totals';
import { loadDataset } from './stats-dataset';
import { playerGames, playerStats, statsTotals } from './stats.service';
import { rowFilterFields, rowSortFields } from './stats-table';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const totalsQuery = playerStatsTotalsQuerySchema.extend({
  filter: filterParam({
    ...rowFilterFields,
    organization_id: 'number',
    league_id: 'number',
    interval_code: 'string',
  }).optional(),
  sort: sortParam(rowSortFields).optional(),
});
const tags = ['stats'];
/** Stats change only when box scores are imported: a minute of browser/CDN caching is safe. */
const CACHE = publicCacheHeader(60);

/** Per-player stats, chart rows and game log; league-wide tables and averages. */
export const statsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/players/:slug/stats',
      {
        schema: {
          tags,
          params: slugParams,
          querystring: statsIntervalQuerySchema,
          response: { 200: envelope(playerSeasonStatsSchema) },
        },
      },
      async (req, reply) => {
        const { row } = await playerStats(deps, req.params.slug, req.query.interval_id);
        reply.header('cache-control', CACHE);
        return ok(row);
      },
    );

    app.get(
      '/players/:slug/graph',
      {
        schema: {
          tags,
          params: slugParams,
          querystring: statsIntervalQuerySchema,
          response: { 200: envelope(z.array(chartRowSchema)) },
        },
      },
      async (req, reply) => {
        const { row, dataset } = await playerStats(deps, req.params.slug, req.query.interval_id);
        reply.header('cache-control', CACHE);
        return ok(chartRows(row, leagueTotals(dataset)));
      },
    );

    app.get(
      '/players/:slug/games',
      {
        schema: {
          tags,
          params: slugParams,
          querystring: gameLogQuerySchema,
          response: { 200: envelope(z.array(gameLogRowSchema)) },
        },
      },
      async (req, reply) => {
        const { rows, total } = await playerGames(deps, req.params.slug, req.query);
        reply.header('cache-control', CACHE);
        return ok(rows, total);
      },
    );

    app.get(
      '/playerStatsTotals',
      {
        schema: {
          tags,
          querystring: totalsQuery,
          response: { 200: envelope(z.array(playerStatsRowSchema)) },
        },
      },
      async (req, reply) => {
        const { rows, total } = await statsTotals(deps, req.query);
        reply.header('cache-control', CACHE);
        return ok(rows, total);
      },
    );

    app.get(
      '/leagueStatTotalsByInterval',
      {
        schema: {
          tags,
          querystring: leagueStatTotalsQuerySchema,
          response: { 200: envelope(leagueStatTotalsSchema) },
        },
      },
      async (req, reply) => {
        const leagueId = await resolveLeagueId(deps, req.query.organization_id);
        const dataset = await loadDataset(deps, leagueId, req.query.interval_code);
        reply.header('cache-control', CACHE);
        return ok(leagueTotals(dataset));
      },
    );
  };
