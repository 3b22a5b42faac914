import {
  envelope,
  errorResponseSchema,
  mergeIdParams,
  playerHistoryBodySchema,
  playerHistorySchema,
  playerMergeBodySchema,
  playerMergeSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { requireRole } from '../auth/index';
import { refreshIntelAfterImport } from '../intel/index';
import { playersChanged } from '../players/index';
import { searchedContentChanged } from '../search/index';
import { playerRefsChanged } from '../stats/index';
import { recomputeValues } from '../value/index';
import { listMerges, mergePlayers, undoMerge } from './merge.service';
import { setHistoryComplete } from './player-history.service';

/**
 * POST /api/admin/players/merge, POST /api/admin/players/merges/{id}/undo and
 * GET /api/admin/players/merges (admin), decision 0031; PUT /api/admin/players/{slug}/history
 * (admin), decision 0032.
 */
export const playerMergeRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const accounts = deps.accounts;
    if (!accounts) return;
    const { db } = deps.db;
    privateRoutes(app);

    /** Everything a player's lines feed is stale: stats, intel, player pages, search, values. */
    const changed = async (leagueIds: number[], playerIds: number[]) => {
      await Promise.all([
        playersChanged(deps.cache),
        searchedContentChanged(deps.cache),
        playerRefsChanged(deps.cache),
      ]);
      await recomputeValues(db, { playerIds }).catch((err: unknown) =>
        app.log.warn({ err }, 'merge: values not recomputed'),
      );
      await refreshIntelAfterImport(deps, leagueIds);
    };

    const answer = { 200: envelope(playerMergeSchema), 400: errorResponseSchema };
    app.post(
      '/admin/players/merge',
      {
        schema: {
          tags: ['players'],
          summary: 'Merge two players (admin)',
          description:
            'Every line of `merge` (box scores, follows, tags, notes, ids, aliases…) moves to ' +
            '`keep`; its name stays as an alias. 400 when both played in one game.',
          security: [{ bearer: [] }],
          body: playerMergeBodySchema,
          response: { ...answer, 404: errorResponseSchema },
        },
      },
      async (req) => {
        const admin = await requireRole(db, req, accounts, ['admin']);
        const done = await mergePlayers(db, req.body.keep, req.body.merge, admin.id);
        await changed(done.leagueIds, [req.body.keep]);
        return ok(done.merge);
      },
    );

    app.post(
      '/admin/players/merges/:id/undo',
      {
        schema: {
          tags: ['players'],
          summary: 'Undo a merge (admin)',
          security: [{ bearer: [] }],
          params: mergeIdParams,
          response: { ...answer, 404: errorResponseSchema, 409: errorResponseSchema },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        const done = await undoMerge(db, req.params.id);
        await changed(done.leagueIds, done.playerIds);
        return ok(done.merge);
      },
    );

    app.get(
      '/admin/players/merges',
      {
        schema: {
          tags: ['players'],
          summary: 'The latest merges (admin)',
          security: [{ bearer: [] }],
          response: { 200: envelope(z.array(playerMergeSchema)) },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        return ok(await listMerges(db));
      },
    );

    app.put(
      '/admin/players/:slug/history',
      {
        schema: {
          tags: ['players'],
          summary: "Say whether the data holds a player's whole career (admin)",
          description:
            'history_complete: true when our box scores begin with her first game (a draft ' +
            'class imported from its first season): personal bests read "career high", else ' +
            '"season high". The league\'s big games are re-derived at once.',
          security: [{ bearer: [] }],
          params: z.object({ slug: z.string().min(1).max(200) }),
          body: playerHistoryBodySchema,
          response: {
            200: envelope(playerHistorySchema),
            400: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        const {
          leagueId,
          playerId: _id,
          ...answer
        } = await setHistoryComplete(db, req.params.slug, req.body.history_complete);
        // Big games feed the player page, the league's lists and the intel reads.
        await Promise.all([playersChanged(deps.cache), refreshIntelAfterImport(deps, [leagueId])]);
        return ok(answer);
      },
    );
  };
