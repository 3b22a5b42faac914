import {
  envelope,
  errorResponseSchema,
  gameDetailSchema,
  gameIdParams,
  pbpCsvBody,
  pbpImportQuerySchema,
  pbpImportResultSchema,
  playerPlaySchema,
  playerPlaysQuerySchema,
  playSchema,
  shotChartSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { HttpError, notFound, ok } from '../../lib/http';
import { keyOf, publicRead } from '../../plugins/route-cache';
import { requireRole } from '../auth/index';
import { invalidatePlays, pbpKeys, PBP_TTL } from './play-by-play-cache';
import { importPlayByPlay } from './play-by-play-import.service';
import { gameDetail, gamePlays, playerPlays } from './plays.service';
import { shotChartOf } from './shot-chart.service';

const tags = ['film'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const importAnswer = envelope(pbpImportResultSchema);
const gameAnswer = envelope(gameDetailSchema);
const playsAnswer = envelope(z.array(playSchema));
const playerPlaysAnswer = envelope(z.array(playerPlaySchema));
const shotChartAnswer = envelope(shotChartSchema);
const keyed = (name: string, parts: object) => keyOf(pbpKeys.read(name), parts);
const noGame = () => notFound('No such game', 'gameId');
const noPlayer = () => notFound('No such player', 'slug');

/** Film room, first part (decision 0021): play-by-play import and the reads built on it. */
export const playByPlayRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    const accounts = deps.accounts;

    if (accounts) {
      // The body as text, within this module only; the server's 1 MB body limit applies (413).
      app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) =>
        done(null, body),
      );
      app.post(
        '/admin/play-by-play',
        {
          schema: {
            tags,
            summary: 'Import play-by-play from CSV (admin)',
            description:
              'One row per event of one player (columns in decision 0021). All or nothing: any ' +
              'error, or any player whose events do not add up to his box-score line, answers 400 ' +
              'naming the line and writes nothing, unless allow_mismatch=true (the differences ' +
              "are kept and shown with the game). A game's events are replaced as a whole.",
            security: [{ bearer: [] }],
            consumes: ['text/csv'],
            querystring: pbpImportQuerySchema,
            body: pbpCsvBody,
            response: { 200: importAnswer, 400: errorResponseSchema },
          },
        },
        async (req) => {
          await requireRole(db, req, accounts, ['admin']);
          const outcome = await importPlayByPlay(db, req.body, {
            allowMismatch: req.query.allow_mismatch,
          });
          if (!outcome.ok) throw new HttpError(400, outcome.errors);
          if (outcome.result.games.some((g) => g.changed)) await invalidatePlays(deps.cache);
          return ok(outcome.result, outcome.result.games.length);
        },
      );
    }

    publicRead(app, deps.cache, '/games/:gameId', {
      schema: { tags, summary: "A game with both teams' box scores", params: gameIdParams },
      answer: gameAnswer,
      read: (req) => ({
        key: keyed('game', req.params),
        ttl: PBP_TTL,
        missing: noGame,
        load: async () => {
          const game = await gameDetail(db, req.params.gameId);
          return game && ok(game);
        },
      }),
    });

    publicRead(app, deps.cache, '/games/:gameId/plays', {
      schema: { tags, summary: 'Every event of a game, in order', params: gameIdParams },
      answer: playsAnswer,
      read: (req) => ({
        key: keyed('game-plays', req.params),
        ttl: PBP_TTL,
        missing: noGame,
        load: async () => {
          const plays = await gamePlays(db, req.params.gameId);
          return plays && ok(plays);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/plays', {
      schema: {
        tags,
        summary: "A player's plays, newest game first (filter by event, game, period)",
        params: slugParams,
        querystring: playerPlaysQuerySchema,
      },
      answer: playerPlaysAnswer,
      read: (req) => ({
        key: keyed('player-plays', { ...req.params, ...req.query }),
        ttl: PBP_TTL,
        missing: noPlayer,
        load: async () => {
          const found = await playerPlays(db, req.params.slug, req.query);
          return found && ok(found.rows, found.total);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/shot-chart', {
      schema: {
        tags,
        summary: "A player's field-goal attempts by zone, beside the league's",
        params: slugParams,
      },
      answer: shotChartAnswer,
      read: (req) => ({
        key: keyed('shot-chart', req.params),
        ttl: PBP_TTL,
        missing: noPlayer,
        load: async () => {
          const chart = await shotChartOf(deps, req.params.slug);
          return chart && ok(chart);
        },
      }),
    });
  };
