import {
  boardIdParamsSchema,
  envelope,
  savedFilterBodySchema,
  savedFilterSchema,
  scoutBoardBodySchema,
  scoutBoardItemsBodySchema,
  scoutBoardSchema,
  scoutNoteBodySchema,
  scoutNoteSchema,
  statFields,
} from '@hoopdex/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { badRequest, forbidden, ok } from '../../lib/http';
import { filterParam, sortParam } from '../../lib/list-query';
import { currentUser, requireUser } from '../../plugins/auth-context';
import { rowFilterFields, rowSortFields } from '../stats/index';
import {
  boardCsv,
  createBoard,
  deleteBoard,
  getBoard,
  listBoards,
  renameBoard,
  setBoardItems,
} from './scouting-boards.service';
import { publicBoardsChanged } from './public-boards-cache';
import { shareBoard, unshareBoard } from './public-boards.service';
import {
  createFilter,
  deleteFilter,
  getNote,
  listFilters,
  listNotes,
  putNote,
} from './scouting.service';

/** 401 signed out, 403 for roles without scout access (spec §6: scouting is scout-only). */
async function requireScout(req: FastifyRequest) {
  await requireUser(req);
  if (!['scout', 'admin'].includes(currentUser(req).role))
    throw forbidden('Scouting access required');
}

const slugParams = z.object({ playerSlug: z.string().min(1).max(200) });
const idOnly = z.object({ id: z.number().int() });
const savedFilterParse = {
  filter: filterParam(rowFilterFields),
  sort: sortParam(rowSortFields),
};

/** A saved filter must be one the explorer accepts: same fields, operators and columns. */
function checkSavedFilter(body: z.infer<typeof savedFilterBodySchema>) {
  for (const key of ['filter', 'sort'] as const) {
    const res = savedFilterParse[key].safeParse(JSON.stringify(body[key]));
    if (!res.success) throw badRequest(res.error.issues[0]?.message ?? 'invalid', key);
  }
  const unknown = body.columns.find((c) => !(statFields as readonly string[]).includes(c));
  if (unknown) throw badRequest(`unknown column: ${unknown}`, 'columns');
}

/** Private notes, boards and saved filters of scouts. Responses are never cached. */
export const scoutingRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preHandler', requireScout);
    app.addHook('onSend', async (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      // A board, its link or a note changed: public boards showing them must not answer from cache.
      if (req.method !== 'GET' && reply.statusCode < 400) await publicBoardsChanged(deps.cache);
    });
    const s = <T extends object>(extra: T) => ({
      tags: ['scouting'],
      security: [{ bearer: [] }],
      ...extra,
    });
    const uid = (req: FastifyRequest) => currentUser(req).id;

    app.get(
      '/scouting/notes',
      { schema: s({ response: { 200: envelope(z.array(scoutNoteSchema)) } }) },
      async (req) => ok(await listNotes(deps, uid(req))),
    );
    app.get(
      '/scouting/notes/:playerSlug',
      {
        schema: s({ params: slugParams, response: { 200: envelope(scoutNoteSchema.nullable()) } }),
      },
      async (req) => {
        const note = await getNote(deps, uid(req), req.params.playerSlug);
        return ok(note, note ? 1 : 0);
      },
    );
    app.put(
      '/scouting/notes/:playerSlug',
      {
        schema: s({
          params: slugParams,
          body: scoutNoteBodySchema,
          response: { 200: envelope(scoutNoteSchema) },
        }),
      },
      async (req) => ok(await putNote(deps, uid(req), req.params.playerSlug, req.body)),
    );

    app.get(
      '/scouting/boards',
      { schema: s({ response: { 200: envelope(z.array(scoutBoardSchema)) } }) },
      async (req) => ok(await listBoards(deps, uid(req))),
    );
    app.post(
      '/scouting/boards',
      { schema: s({ body: scoutBoardBodySchema, response: { 201: envelope(scoutBoardSchema) } }) },
      async (req, reply) =>
        reply.status(201).send(ok(await createBoard(deps, uid(req), req.body.name))),
    );
    const boardSchema = {
      params: boardIdParamsSchema,
      response: { 200: envelope(scoutBoardSchema) },
    };
    app.get('/scouting/boards/:id', { schema: s(boardSchema) }, async (req) =>
      ok(await getBoard(deps, uid(req), req.params.id)),
    );
    app.patch(
      '/scouting/boards/:id',
      { schema: s({ ...boardSchema, body: scoutBoardBodySchema }) },
      async (req) => ok(await renameBoard(deps, uid(req), req.params.id, req.body.name)),
    );
    app.delete(
      '/scouting/boards/:id',
      { schema: s({ params: boardIdParamsSchema, response: { 200: envelope(idOnly) } }) },
      async (req) => {
        await deleteBoard(deps, uid(req), req.params.id);
        return ok({ id: req.params.id });
      },
    );
    app.post('/scouting/boards/:id/share', { schema: s(boardSchema) }, async (req) =>
      ok(await shareBoard(deps, uid(req), req.params.id)),
    );
    app.delete('/scouting/boards/:id/share', { schema: s(boardSchema) }, async (req) =>
      ok(await unshareBoard(deps, uid(req), req.params.id)),
    );
    app.put(
      '/scouting/boards/:id/items',
      { schema: s({ ...boardSchema, body: scoutBoardItemsBodySchema }) },
      async (req) => ok(await setBoardItems(deps, uid(req), req.params.id, req.body.slugs)),
    );
    app.get(
      '/scouting/boards/:id/export.csv',
      { schema: s({ params: boardIdParamsSchema }) },
      async (req, reply) => {
        const csv = await boardCsv(deps, uid(req), req.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .send(csv.stream);
      },
    );

    app.get(
      '/scouting/filters',
      { schema: s({ response: { 200: envelope(z.array(savedFilterSchema)) } }) },
      async (req) => ok(await listFilters(deps, uid(req))),
    );
    app.post(
      '/scouting/filters',
      {
        schema: s({ body: savedFilterBodySchema, response: { 201: envelope(savedFilterSchema) } }),
      },
      async (req, reply) => {
        checkSavedFilter(req.body);
        return reply.status(201).send(ok(await createFilter(deps, uid(req), req.body)));
      },
    );
    app.delete(
      '/scouting/filters/:id',
      { schema: s({ params: boardIdParamsSchema, response: { 200: envelope(idOnly) } }) },
      async (req) => {
        await deleteFilter(deps, uid(req), req.params.id);
        return ok({ id: req.params.id });
      },
    );
  };
