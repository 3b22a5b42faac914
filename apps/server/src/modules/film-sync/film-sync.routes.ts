import {
  attachFilmBodySchema,
  envelope,
  errorResponseSchema,
  filmStatusSchema,
  filmUploadQuerySchema,
  gameIdParams,
  idParams,
} from '@hoopdex/contract';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, notFound, ok } from '../../lib/http';
import { keyOf, privateRoutes, publicRead } from '../../plugins/route-cache';
import { currentUser } from '../../plugins/auth-context';
import { requireRole } from '../auth/index';
import { NotAVideoError, probeVideo, uploadPath } from '../media/index';
import { filmChanged, filmKeys, FILM_STATUS_TTL } from './film-sync-cache';
import { filmPublisher } from './film-owner';
import {
  attachableFilm,
  checkRegion,
  checkSync,
  filmStatus,
  gameExists,
  startFilm,
} from './film.service';
import { saveBody } from './film-upload';

const tags = ['film'];
const statusAnswer = envelope(filmStatusSchema);
const noGame = () => notFound('No such game', 'gameId');

/**
 * Game film (decision 0023): an admin uploads a game's film, or a Studio author attaches a ready
 * hosted video to a game; hosted media transcodes it and the film_sync job (a job kind the
 * media plugin runs, given by app.ts) reads its clock. Plays then carry their clips
 * (play-by-play reads the map).
 */
export const filmSyncRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;
    const { hosted } = deps;
    const answer = async (gameId: number) => ok((await filmStatus(db, gameId))!);

    publicRead(app, deps.cache, '/games/:gameId/film', {
      schema: {
        tags,
        summary: "A game's film: its sync state, progress and what the sync could read",
        params: gameIdParams,
        response: { 404: errorResponseSchema },
      },
      answer: statusAnswer,
      read: async (req) => {
        if (!(await gameExists(db, req.params.gameId))) throw noGame();
        return {
          key: keyOf(filmKeys.status(req.params.gameId), {}),
          ttl: FILM_STATUS_TTL,
          missing: () => notFound('This game has no film', 'gameId'),
          load: async () => {
            const status = await filmStatus(db, req.params.gameId);
            return status && ok(status);
          },
        };
      },
    });

    const accounts = deps.accounts;
    if (accounts) {
      // The film streams to disk in the handler: no parsing, no JSON body limit.
      app.addContentTypeParser(/^video\/[\w.+-]+$/i, (_req, payload, done) => done(null, payload));
      app.post(
        '/admin/games/:gameId/film',
        {
          schema: {
            tags,
            summary: "Upload a game's film and sync it to the play-by-play (admin)",
            description:
              'Body: the video file (Content-Type video/*). clock_region=x,y,w,h: where the ' +
              "scoreboard's period and clock are, in source pixels. sync=[{period, clock, " +
              'video_time}]: manual sync points. The film is transcoded like any hosted video and ' +
              'a sync job reads its clock; GET /api/games/{gameId}/film follows it.',
            security: [{ bearer: [] }],
            consumes: ['video/mp4', 'video/webm', 'video/quicktime'],
            params: gameIdParams,
            querystring: filmUploadQuerySchema,
            response: { 200: statusAnswer, 400: errorResponseSchema, 404: errorResponseSchema },
          },
        },
        async (req) => {
          const admin = await requireRole(db, req, accounts, ['admin']);
          const { gameId } = req.params;
          if (!(await gameExists(db, gameId))) throw noGame();
          if (!req.body || typeof (req.body as Readable).pipe !== 'function')
            throw badRequest('The body must be the video file, with Content-Type video/*', 'body');
          const saved = await saveBody(req.body as Readable, hosted.media);
          let sync;
          try {
            const probe = await probeVideo(saved.file).catch((err: unknown) => {
              throw err instanceof NotAVideoError ? badRequest(err.message, 'body') : err;
            });
            checkRegion(req.query.clock_region, probe);
            sync = checkSync(req.query.sync, probe.duration);
          } catch (err) {
            await rm(saved.file, { force: true });
            throw err;
          }
          const made = await hosted.makeVideoItem({
            userId: admin.id,
            publisher: await filmPublisher(db, admin.id),
            body: {
              content_type: 'video',
              title: `Game film, game ${gameId}`,
              upload_id: saved.id,
              status: 'draft',
            },
            file: {
              size: saved.size,
              filename: `game-${gameId}.mp4`,
              filetype: req.headers['content-type'] ?? 'video/mp4',
            },
          });
          await startFilm(db, {
            gameId,
            studioItemId: made.row.id,
            clockRegion: req.query.clock_region ?? null,
            sync,
          });
          await filmChanged(deps.cache, gameId);
          return answer(gameId);
        },
      );
    }

    // The Studio: attach one of your ready hosted videos to a game (an admin may attach any).
    await app.register(async (scope) => {
      privateRoutes(scope);
      const studio = scope.withTypeProvider<ZodTypeProvider>();
      studio.post(
        '/me/content/:id/game',
        {
          schema: {
            tags: ['studio', ...tags],
            summary: 'Attach a ready hosted video to a game as its film, and sync it',
            description:
              'Body { game_id, clock_region?: {x,y,w,h}, sync?: [{period, clock, video_time}] }. ' +
              'The video must be an uploaded (hosted) video whose transcode is done (ready or ' +
              'published), yours unless you are an admin. Replaces the film the game had.',
            security: [{ bearer: [] }],
            params: idParams,
            body: attachFilmBodySchema,
            response: { 200: statusAnswer, 400: errorResponseSchema, 404: errorResponseSchema },
          },
        },
        async (req) => {
          const row = await attachableFilm(db, currentUser(req).id, req.params.id);
          const { game_id: gameId } = req.body;
          if (!(await gameExists(db, gameId))) throw notFound('No such game', 'game_id');
          const probe = await probeVideo(uploadPath(hosted.media, row.uploadId)).catch(() => {
            throw badRequest('The uploaded source of this video is no longer kept', 'id');
          });
          checkRegion(req.body.clock_region, probe);
          const sync = checkSync(req.body.sync, probe.duration);
          await startFilm(db, {
            gameId,
            studioItemId: row.id,
            clockRegion: req.body.clock_region ?? null,
            sync,
          });
          await filmChanged(deps.cache, gameId);
          return answer(gameId);
        },
      );
    });
  };
