import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  boxScoreImportQuerySchema,
  boxScoreImportResultSchema,
  envelope,
  errorResponseSchema,
  importIdParams,
  importJobSchema,
  importQueuedSchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, forbidden, HttpError, notFound, ok } from '../../lib/http';
import { privateRoutes } from '../../plugins/route-cache';
import { requireRole } from '../auth/index';
import { afterImport } from './after-import';
import { importBoxScoreSource, importBoxScores } from './box-score-import.service';
import { getImport, importAnswer, queueImport, requeueAbandoned, uploadOf } from './import-jobs';
import { createImportRunner } from './import-runner';
import { saveImportBody } from './save-import-body';
import { fileSource } from './stream-box-scores';

/** Bodies up to this size are imported while the request waits (decision 0006's answer). */
export const SYNC_IMPORT_MAX_BYTES = 1024 * 1024;

/**
 * POST /api/admin/box-scores: an admin uploads a box-score CSV (decisions 0006, 0024), and
 * GET /api/admin/imports/{id} follows one run as a job. Role checks need the accounts; an app
 * built without them (some unit tests) has no such route.
 */
export const boxScoreImportRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const accounts = deps.accounts;
    if (!accounts) return;
    const { db } = deps.db;
    const media = deps.hosted.media;
    const log = app.log;

    const runner = createImportRunner({
      db,
      media,
      log,
      after: (outcome) => afterImport(deps, outcome, log),
      // 250 rows per INSERT: on PGlite each statement blocks every request while it runs.
      lineChunk: deps.db.kind === 'pglite' ? 250 : 1_000,
    });
    // On PGlite a job left running belongs to a process that is gone: queued again first.
    runner.start(deps.db.kind === 'pglite' ? () => requeueAbandoned(db) : undefined);
    app.addHook('onClose', async () => runner.abandon());

    // The body is left as the raw stream (no body limit): it goes to disk, never into memory.
    // A gzipped file (by its first bytes) is read through gunzip, whatever the content type.
    for (const type of ['text/csv', 'application/gzip', 'application/x-gzip'])
      app.addContentTypeParser(type, (_req, payload, done) => done(null, payload));

    app.post(
      '/admin/box-scores',
      {
        schema: {
          tags: ['stats'],
          summary: 'Import box scores from CSV (admin)',
          description:
            'One row per player per game (columns in decision 0006), as `text/csv` (gzip ' +
            'accepted: `Content-Encoding: gzip` or `application/gzip`). All or nothing: any error ' +
            'answers 400 with every error naming its line (`line 7: pts`, at most 50) and writes nothing. ' +
            '`create_missing=true` creates the seasons, teams and players it names (and a known league); ' +
            "`dry_run=true` answers the same counts and writes nothing. A file with ESPN's player box " +
            'header (`athlete_id`, `season_type`, …) is read as that format (decision 0024). ' +
            'A body over 1 MB, `async=true`, or `upload_id` (a finished tus upload of yours) runs ' +
            'as a job: 202 `{ import_id }`, then GET /api/admin/imports/{import_id}.',
          security: [{ bearer: [] }],
          consumes: ['text/csv', 'application/gzip'],
          querystring: boxScoreImportQuerySchema,
          response: {
            200: envelope(boxScoreImportResultSchema),
            202: envelope(importQueuedSchema),
            400: errorResponseSchema,
          },
        },
      },
      async (req, reply) => {
        const admin = await requireRole(db, req, accounts, ['admin']);
        const options = { createMissing: req.query.create_missing, dryRun: req.query.dry_run };
        const queue = async (uploadId: string, bytes: number, ownsFile: boolean) => {
          const id = await queueImport(db, {
            userId: admin.id,
            uploadId,
            ownsFile,
            bytes,
            ...options,
          });
          runner.kick();
          return reply.code(202).send(ok({ import_id: id }, 1));
        };

        if (req.query.upload_id) {
          const upload = await uploadOf(db, req.query.upload_id);
          if (!upload) throw notFound('No such upload', 'upload_id');
          if (upload.userId !== admin.id) throw forbidden('This upload belongs to another user');
          if (!upload.completedAt)
            throw badRequest('The upload is not finished: resume it first', 'upload_id');
          return queue(upload.id, upload.size, false);
        }

        // text/plain: Fastify's own parser read it (within the 1 MB body limit), as before.
        if (typeof req.body === 'string') {
          const outcome = await importBoxScores(db, req.body, options);
          if (!outcome.ok) throw new HttpError(400, outcome.errors);
          await afterImport(deps, outcome, req.log);
          return ok(outcome.result);
        }
        if (!req.body || typeof (req.body as Readable).pipe !== 'function')
          throw badRequest('The body must be the CSV file, with Content-Type text/csv', 'body');
        const saved = await saveImportBody(req.body as Readable, media);
        if (req.query.async || saved.size > SYNC_IMPORT_MAX_BYTES)
          return queue(saved.id, saved.size, true);

        // A small file: imported while the request waits, as decision 0006 answers it.
        try {
          const outcome = await importBoxScoreSource(
            db,
            fileSource(saved.file, saved.size),
            options,
          );
          if (!outcome.ok) throw new HttpError(400, outcome.errors);
          await afterImport(deps, outcome, req.log);
          return ok(outcome.result);
        } finally {
          await rm(saved.file, { force: true });
        }
      },
    );

    await app.register(async (scope) => {
      privateRoutes(scope);
      scope.withTypeProvider<ZodTypeProvider>().get(
        '/admin/imports/:importId',
        {
          schema: {
            tags: ['stats'],
            summary: 'Follow a box-score import run as a job (admin)',
            description:
              'state queued|running|done|failed, progress 0–100 (the file checked, then written), ' +
              "result (the counts) once done, errors (the file's, by line) once failed.",
            security: [{ bearer: [] }],
            params: importIdParams,
            response: { 200: envelope(importJobSchema), 404: errorResponseSchema },
          },
        },
        async (req) => {
          const id = req.params.importId;
          // A job running here is answered from memory to the admin who sent it: on PGlite the
          // import's transaction holds the database until it commits.
          const running = runner.live(id);
          if (running && req.user?.id === running.row.userId)
            return ok(importAnswer(running.row, running), 1);
          await requireRole(db, req, accounts, ['admin']);
          const row = await getImport(db, id);
          if (!row) throw notFound('No such import', 'importId');
          return ok(importAnswer(row, runner.live(id)), 1);
        },
      );
    });
  };
