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
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { resolveLeagueId } from '../organizations/index';
import { chartRows, leagueTotals } from './league-totals';
import { loadDataset } from './stats-dataset';
import { boxScoreDerivedKey, gameLogs } from './stats-cache';
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
const seasonStats = envelope(playerSeasonStatsSchema);
const chart = envelope(z.array(chartRowSchema));
const gameLog = envelope(z.array(gameLogRowSchema));
const totalsTable = envelope(z.array(playerStatsRowSchema));
const leagueAverages = envelope(leagueStatTotalsSchema);
/**
 * Stats change only when box scores are imported: answers are kept a minute (here and by
 * browsers/CDNs), under the stats prefix so boxScoresChanged drops them with the datasets.
 */
const TTL = 60;
const keyed = (name: string, parts: object) => keyOf(boxScoreDerivedKey(name), parts);

/** Per-player stats, chart rows and game log; league-wide tables and averages. */
export const statsRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    publicRead(app, deps.cache, '/players/:slug/stats', {
      schema: { tags, params: slugParams, querystring: statsIntervalQuerySchema },
      answer: seasonStats,
      read: (req) => ({
        key: keyed('player', { ...req.params, ...req.query }),
        ttl: TTL,
        load: async () => {
          const { row } = await playerStats(deps, req.params.slug, req.query.interval_id);
          return ok(row);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/graph', {
      schema: { tags, params: slugParams, querystring: statsIntervalQuerySchema },
      answer: chart,
      read: (req) => ({
        key: keyed('player', { ...req.params, ...req.query }),
        ttl: TTL,
        load: async () => {
          const { row, dataset } = await playerStats(deps, req.params.slug, req.query.interval_id);
          return ok(chartRows(row, leagueTotals(dataset)));
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/games', {
      schema: { tags, params: slugParams, querystring: gameLogQuerySchema },
      answer: gameLog,
      read: (req) => ({
        key: keyOf(gameLogs(), { ...req.params, ...req.query }),
        ttl: TTL,
        load: async () => {
          const { rows, total } = await playerGames(deps, req.params.slug, req.query);
          return ok(rows, total);
        },
      }),
    });

    publicRead(app, deps.cache, '/playerStatsTotals', {
      schema: { tags, querystring: totalsQuery },
      answer: totalsTable,
      read: (req) => ({
        key: keyed('totals', req.query),
        ttl: TTL,
        load: async () => {
          const { rows, total } = await statsTotals(deps, req.query);
          return ok(rows, total);
        },
      }),
    });

    publicRead(app, deps.cache, '/leagueStatTotalsByInterval', {
      schema: { tags, querystring: leagueStatTotalsQuerySchema },
      answer: leagueAverages,
      read: (req) => ({
        key: keyed('league', req.query),
        ttl: TTL,
        load: async () => {
          const leagueId = await resolveLeagueId(deps, req.query.organization_id);
          const dataset = await loadDataset(deps, leagueId, req.query.interval_code);
          return ok(leagueTotals(dataset));
        },
      }),
    });
  };
