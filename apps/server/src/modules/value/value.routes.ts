import {
  envelope,
  playerValueQuerySchema,
  playerValueSchema,
  valueMethodSchema,
  valueBoardQuerySchema,
  valueBoardSchema,
  valueWhatIfQuerySchema,
} from '@hoopdex/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleDeps } from '../../deps';
import { notFound, ok } from '../../lib/http';
import { publicRead } from '../../plugins/route-cache';
import { valueBoardOf } from './value-board.service';
import { valueKeys } from './value-cache';
import { valueMethod } from './value-method';
import { playerValue, utcToday } from './value.service';

const tags = ['value'];
const slugParams = z.object({ slug: z.string().min(1).max(200) });
const valueAnswer = envelope(playerValueSchema);
/** Values move with box scores (dropped by the import), follows and the portal (dropped by them). */
const TTL = 60;
const missing = () => notFound('Player not found', 'slug');

/** Hoopdex Value (decision 0030): the method, a player's value and its what-if. */
export const valueRoutes =
  (deps: ModuleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps.db;

    publicRead(app, deps.cache, '/value/method', {
      schema: { tags, summary: 'Every rate and formula of Hoopdex Value' },
      answer: envelope(valueMethodSchema),
      read: () => ({ key: valueKeys.method, ttl: 300, load: async () => ok(valueMethod()) }),
    });

    publicRead(app, deps.cache, '/value/board', {
      schema: {
        tags,
        summary: "A league season's players ranked by Hoopdex Value, with the week's risers",
        description:
          'Values as of the season’s end (today while it runs). rowCount is the number of ' +
          'players ranked; rows are the page asked for (limit, offset).',
        querystring: valueBoardQuerySchema,
      },
      answer: envelope(valueBoardSchema),
      read: (req) => ({
        key: valueKeys.board(req.query),
        ttl: TTL,
        load: async () => {
          const { board, total } = await valueBoardOf(deps, req.query);
          return ok(board, total);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/value', {
      schema: {
        tags,
        summary: "A player's Hoopdex Value as of a date, its parts, inputs and ledger",
        params: slugParams,
        querystring: playerValueQuerySchema,
      },
      answer: valueAnswer,
      read: (req) => ({
        key: valueKeys.playerQuery(req.params.slug, req.query),
        ttl: TTL,
        missing,
        load: async () => {
          const { as_of: asOf, ledger } = req.query;
          const value = await playerValue(
            db,
            req.params.slug,
            asOf ?? utcToday(),
            undefined,
            ledger !== 'none',
          );
          return value && ok(value);
        },
      }),
    });

    publicRead(app, deps.cache, '/players/:slug/value/what-if', {
      schema: {
        tags,
        summary: "A player's value with some of the player's inputs changed",
        params: slugParams,
        querystring: valueWhatIfQuerySchema,
      },
      answer: valueAnswer,
      read: (req) => {
        const { as_of: asOf, ...whatIf } = req.query;
        return {
          key: valueKeys.playerQuery(req.params.slug, { what_if: req.query }),
          ttl: TTL,
          missing,
          load: async () => {
            const value = await playerValue(db, req.params.slug, asOf ?? utcToday(), whatIf);
            return value && ok(value);
          },
        };
      },
    });
  };
