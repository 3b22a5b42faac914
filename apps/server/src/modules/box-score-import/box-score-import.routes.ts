import {
  boxScoreCsvBody,
  boxScoreImportQuerySchema,
  boxScoreImportResultSchema,
  envelope,
  errorResponseSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { HttpError, ok } from '../../lib/http';
import { requireRole } from '../auth/index';
import { refreshIntelAfterImport } from '../intel/index';
import { announce, notifyBoardRisers } from '../notifications/index';
import { importBoxScores } from './box-score-import.service';

/**
 * POST /api/admin/box-scores: an admin uploads a box-score CSV (decision 0006). Role checks
 * need the accounts; an app built without them (some unit tests) has no such route.
 */
export const boxScoreImportRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const accounts = deps.accounts;
    if (!accounts) return;
    const { db } = deps.db;

    // The body as text, within this module only; the server's 1 MB body limit applies (413).
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    app.post(
      '/admin/box-scores',
      {
        schema: {
          tags: ['stats'],
          summary: 'Import box scores from CSV (admin)',
          description:
            'One row per player per game (columns in decision 0006). All or nothing: any error ' +
            'answers 400 with every error naming its line (`line 7: pts`, at most 50) and writes nothing. ' +
            '`create_missing=true` creates the seasons, teams and players it names (and a known league); ' +
            "`dry_run=true` answers the same counts and writes nothing. A file with ESPN's player box " +
            'header (`athlete_id`, `season_type`, …) is read as that format (decision 0024).',
          security: [{ bearer: [] }],
          consumes: ['text/csv'],
          querystring: boxScoreImportQuerySchema,
          body: boxScoreCsvBody,
          response: { 200: envelope(boxScoreImportResultSchema), 400: errorResponseSchema },
        },
      },
      async (req) => {
        await requireRole(db, req, accounts, ['admin']);
        const outcome = await importBoxScores(db, req.body, {
          createMissing: req.query.create_missing,
          dryRun: req.query.dry_run,
        });
        if (!outcome.ok) throw new HttpError(400, outcome.errors);
        if (outcome.dryRun) return ok(outcome.result); // nothing changed: nothing to refresh
        // Leaderboards, the explorer, player stats, risers and big games are cached for
        // minutes: show the new numbers at once (with Redis, on every instance).
        await refreshIntelAfterImport(deps, outcome.leagueIds);
        // Scouts whose boards hold a player who is now a weekly riser (risers were just
        // recomputed); an alert failing must not fail the committed import.
        const riserEvents = await notifyBoardRisers(deps, outcome.leagueIds).catch(
          (err: unknown) => {
            req.log.warn({ err }, 'alerts: weekly risers not notified');
            return [];
          },
        );
        // Followers of players with a new big game (notified by the import) and those scouts:
        // the live push.
        await announce(deps.alerts, [...outcome.alertEventIds, ...riserEvents], req.log);
        return ok(outcome.result);
      },
    );
  };
