import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Cache, CacheKey } from '../lib/cache';
import { childKey, publicCacheHeader } from '../lib/cache';
import { notFound } from '../lib/http';
import { requireUser } from './auth-context';

/** What a public read keeps: the checked, serialized body and its ETag (null: not found). */
type CachedBody = { body: string; etag: string } | null;

/** Each kept body encoded once (a kept answer is the same object until it is replaced). */
const encoded = new WeakMap<NonNullable<CachedBody>, Buffer>();
/** And gzipped once, for the bodies worth it: a game's plays are ~90 KB of JSON, ~10 KB gzipped. */
const gzipped = new WeakMap<NonNullable<CachedBody>, Buffer>();
const GZIP_FROM_BYTES = 1024;
const acceptsGzip = (header: string | string[] | undefined) =>
  /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''));

export interface PublicJson<S extends z.ZodType> {
  /** Names every parameter that shapes the answer (keyOf); dropping it drops every route's. */
  key: CacheKey;
  ttl: number;
  /** The route's 200 response schema: the answer is checked and encoded once, on a miss. */
  schema: S;
  /** The answer; null means not found (remembered for the TTL too, and thrown as `missing`). */
  load: () => Promise<z.output<S> | null>;
  missing?: () => Error;
  /** Cache-Control when it is not publicCacheHeader(ttl). */
  cacheControl?: string;
}

/**
 * A public GET answered through the shared cache (in-process LRU, Redis when configured) and
 * marked cacheable for browsers and CDNs. What is cached is the serialized body, checked with
 * the route's response schema once on a miss exactly as Fastify's serializer would, so a hit
 * costs neither validation nor JSON.stringify; it is sent as a string with a JSON content type.
 * A strong ETag (hash of that body) answers a matching If-None-Match with 304 and no body.
 * Public answers never depend on who asks. Stored per route, under the key (childKey).
 */
export async function publicJson<S extends z.ZodType>(
  reply: FastifyReply,
  cache: Cache,
  read: PublicJson<S>,
): Promise<void> {
  const stored = childKey(read.key, reply.routeOptions.url ?? '');
  const hit = await cache.wrap<CachedBody>(stored, read.ttl, async () => {
    const value = await read.load();
    if (value === null) return null;
    const body = JSON.stringify(z.encode(read.schema, value));
    return { body, etag: etagOf(body) };
  });
  if (!hit) throw read.missing ? read.missing() : notFound();
  reply.header('cache-control', read.cacheControl ?? publicCacheHeader(read.ttl));
  reply.header('etag', hit.etag);
  if (matchesEtag(reply.request.headers['if-none-match'], hit.etag)) {
    reply.code(304).send();
  } else {
    // Sent as it is: no second serialization, and UTF-8 bytes made once, not per request; a
    // large body goes gzipped to a client that takes it, also compressed once per kept body.
    let bytes = encoded.get(hit);
    if (!bytes) encoded.set(hit, (bytes = Buffer.from(hit.body)));
    reply.header('vary', 'accept-encoding');
    if (bytes.length >= GZIP_FROM_BYTES && acceptsGzip(reply.request.headers['accept-encoding'])) {
      let zipped = gzipped.get(hit);
      if (!zipped) gzipped.set(hit, (zipped = gzipSync(bytes)));
      reply.header('content-encoding', 'gzip');
      bytes = zipped;
    }
    reply.type('application/json; charset=utf-8').send(bytes);
  }
  // A reply is a thenable that settles once the response is written. Waiting for it is Fastify's
  // "return reply" rule: the handler's promise must not resolve, empty, before the send is done.
  await reply;
}

/** What a cached read answers for one request: its key, TTL and loader (the schema is the route's). */
export type CachedRead<S extends z.ZodType> = Omit<PublicJson<S>, 'schema'>;

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Output<T> = T extends z.ZodType ? z.output<T> : unknown;
/** The request as the route's params and querystring schemas parse it. */
export type ReadRequest<P, Q> = FastifyRequest<{ Params: Output<P>; Querystring: Output<Q> }>;

/** A cached read's route schema: everything but its 200, which `answer` says once. */
export interface ReadSchema<P, Q> {
  tags?: string[];
  summary?: string;
  description?: string;
  params?: P;
  querystring?: Q;
  /** Other answers (404, 400) the documentation lists; the 200 is `answer`. */
  response?: Record<number, z.ZodType>;
}

/**
 * Registers a public GET answered through the cache (publicJson) with ONE response schema:
 * `answer` is both the route's documented and serialized 200 and what the cache checks and keeps
 * on a miss, so the two cannot drift apart (issue 30: 39 reads said it twice). `read` names the
 * key and the loader for one request; it may throw (a 404 before any cache lookup).
 */
export function publicRead<
  S extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(
  app: ZodApp,
  cache: Cache,
  url: string,
  route: {
    schema: ReadSchema<P, Q>;
    answer: S;
    read: (req: ReadRequest<P, Q>) => CachedRead<S> | Promise<CachedRead<S>>;
  },
): void {
  const { answer, read } = route;
  const schema = { ...route.schema, response: { ...route.schema.response, 200: answer } };
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const cached = await read(req as ReadRequest<P, Q>);
    return publicJson(reply, cache, { ...cached, schema: answer });
  };
  (app as unknown as FastifyInstance).get(url, { schema: schema as FastifySchema }, handler);
}

/** A strong validator: the body's SHA-256, base64url, quoted. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored, `*` matches. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Stable cache key from a parsed query, under a group: key order and undefined values do not matter. */
export function keyOf(group: CacheKey, query: object): CacheKey {
  const entries = Object.entries(query)
    .filter(([k, v]) => v !== undefined && k !== 'token')
    .sort(([a], [b]) => a.localeCompare(b));
  return childKey(group, JSON.stringify(entries));
}

/** Inside a plugin: every route needs a signed-in user and its answers are never cached. */
export function privateRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}
