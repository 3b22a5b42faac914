// One generated HTTP request for a route: path, query, headers and body. Half the requests are
// "tame" (every part drawn from the route's schema and the seeded rows, so they reach the service
// and SQL), half "wild" (any part may be wrong, hostile or malformed, so they test validation).
import { statFields } from '@hoopdex/contract';
import fc from 'fast-check';
import { csvBodyArb } from './csv-bodies';
import { againstSchema, anyJson, anyString, enc, fromSchema, type Hook } from './generators';
import { hiddenRouteOf, tailArb } from './hidden-routes';
import { columnsParam, filterObject, listFieldsOf, listParam, sortObject } from './list-params';
import { bodySchemaOf, type ParamSpec, type RouteSpec } from './route-table';
import { videoBodyArb, videoTypesOf } from './video-bodies';

export interface Fixtures {
  /**
   * Real values by parameter or body field name (ids and slugs of the seeded rows); a key
   * `<route> <name>` (`/api/shows/:id id`) narrows one route's to the rows it can find.
   */
  pools: Record<string, unknown[]>;
  /** Bearer tokens the app accepts: each role, and a user who no longer exists. */
  tokens: string[];
  /** Tokens it must refuse: expired, other audience, not a JWT. */
  badTokens: string[];
  guestTokens: string[];
}

export interface GenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const hostileSegments = fc.constantFrom(
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '%FF',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  '9007199254740993',
  'null',
);
const segment = (a: fc.Arbitrary<unknown>) => a.map(enc);

/** Stands for a body over the 1 MiB limit, so a failing case prints short. */
export const HUGE_BODY = '<a JSON body just over 1 MiB>';
export const hugeBodyText = `{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`;

const malformedBodies = fc.constantFrom(
  '',
  '{',
  '{"a":1,}',
  "{'a':1}",
  'null',
  '[]',
  '"text"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  HUGE_BODY,
);
const contentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'multipart/form-data',
);
const authHeaders = (fx: Fixtures, tame: boolean): fc.Arbitrary<string | undefined> => {
  const good = fc.constantFrom(...fx.tokens).map((t) => `Bearer ${t}`);
  if (tame) return fc.oneof({ arbitrary: good, weight: 3 }, fc.constant(undefined));
  // Any header but a good token is a 401 before validation: keep those a minority.
  return fc.oneof(
    { arbitrary: good, weight: 4 },
    { arbitrary: fc.constant(undefined), weight: 3 },
    fc.constantFrom(...fx.badTokens).map((t) => `Bearer ${t}`),
    fc.constantFrom(
      'Bearer',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer a b',
      `Bearer ${'x'.repeat(10_000)}`,
    ),
    fc.string({ maxLength: 60 }),
  );
};

/** Real rows first, then the schema; JSON generators for sort/filter whatever the schema says. */
function hookFor(url: string, fx: Fixtures): Hook {
  const fields = listFieldsOf(url);
  return (name, s) => {
    if ((name === 'sort' || name === 'filter') && !s.enum) {
      if (s.type === 'string') return listParam(name, url);
      return name === 'sort' ? sortObject(fields) : filterObject(fields);
    }
    if (name === 'columns' && s.type === 'string') return columnsParam;
    if (name === 'columns[]') return fc.oneof(fc.constantFrom(...statFields), anyString);
    const pool = fx.pools[`${url} ${name}`] ?? fx.pools[name];
    if (!pool?.length) return undefined;
    return fc.oneof({ arbitrary: fc.constantFrom(...pool), weight: 2 }, fromSchema(s));
  };
}

const asText = (v: unknown) =>
  typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);

function queryArb(params: ParamSpec[], hook: Hook, tame: boolean): fc.Arbitrary<string> {
  const one = (p: ParamSpec) => {
    const right = fromSchema(p.schema, hook, p.name);
    const options = [
      { arbitrary: fc.constant(undefined), weight: p.required ? 1 : 3 },
      { arbitrary: right, weight: 4 },
      ...(tame ? [] : [{ arbitrary: againstSchema(p.schema), weight: 3 }]),
    ];
    return fc
      .oneof(...options)
      .map((v) =>
        v === undefined
          ? []
          : (Array.isArray(v) ? v : [v]).map((x) => `${enc(p.name)}=${enc(asText(x))}`),
      );
  };
  const extras = tame
    ? fc.constant([])
    : fc.array(
        fc
          .tuple(
            fc.oneof(anyString, fc.constantFrom(...params.map((p) => p.name), 'limit')),
            anyString,
          )
          .map(([k, v]) => `${enc(k)}=${enc(v)}`),
        { maxLength: 2 },
      );
  return fc
    .tuple(fc.tuple(...params.map(one)), extras)
    .map(([parts, more]) => [...parts.flat(), ...more].join('&'));
}

function pathArb(route: RouteSpec, hook: Hook, tame: boolean): fc.Arbitrary<string> {
  const specs = route.op?.parameters?.filter((p) => p.in === 'path') ?? [];
  const parts = route.url.split('/').map((part) => {
    if (part === '*') return tailArb(route.url);
    if (!part.startsWith(':')) return fc.constant(part);
    const spec = specs.find((p) => p.name === part.slice(1));
    const right = segment(fromSchema(spec?.schema ?? { type: 'string' }, hook, part.slice(1)));
    return tame ? right : fc.oneof(right, hostileSegments, segment(anyString));
  });
  return fc.tuple(...parts).map((ps) => ps.join('/'));
}

function bodyArb(route: RouteSpec, hook: Hook, tame: boolean) {
  if (route.op?.requestBody?.content['text/csv']) return csvBodyArb(tame);
  const videoTypes = videoTypesOf(route.op?.requestBody?.content);
  if (videoTypes.length) return videoBodyArb(videoTypes, tame);
  const schema = bodySchemaOf(route.op) ?? hiddenRouteOf(route.url)?.body;
  const right = schema
    ? fromSchema(schema, hook).map((v) => JSON.stringify(v))
    : fc.constant(undefined);
  if (tame) return fc.tuple(right, fc.constant('application/json'));
  const mutated = schema ? fromSchema(schema, hook).chain((v) => mutate(v)) : anyJson;
  return fc.tuple(
    fc.oneof(
      right,
      mutated.map((v) => JSON.stringify(v)),
      anyJson.map((v) => JSON.stringify(v)),
      malformedBodies,
      fc.constant(undefined),
    ),
    fc.oneof({ arbitrary: fc.constant('application/json'), weight: 5 }, contentTypes),
  );
}

/** One field of a valid body made wrong (or dropped, or an extra one added). */
function mutate(v: unknown): fc.Arbitrary<unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return anyJson;
  const keys = Object.keys(v);
  return fc
    .tuple(fc.oneof(fc.constantFrom(...keys, '__extra'), anyString), anyJson, fc.boolean())
    .map(([k, bad, drop]) => {
      const copy: Record<string, unknown> = { ...v };
      if (drop) delete copy[k];
      else copy[k] = bad;
      return copy;
    });
}

const hasBody = (m: string) => !['GET', 'HEAD', 'OPTIONS'].includes(m);

/** A request for `route`: tame or wild, with or without a token, body for write methods. */
export function requestArb(route: RouteSpec, fx: Fixtures): fc.Arbitrary<GenRequest> {
  const hook = hookFor(route.url, fx);
  const params = route.op?.parameters ?? [];
  const query = params.filter((p) => p.in === 'query');
  const guest = params.find((p) => p.in === 'header' && p.name === 'x-guest-token');
  return fc.boolean().chain((tame) =>
    fc
      .record({
        path: pathArb(route, hook, tame),
        query: queryArb(query, hook, tame),
        auth: authHeaders(fx, tame),
        guest: guest
          ? fc.option(fc.oneof(fc.constantFrom(...fx.guestTokens), fc.string({ maxLength: 80 })))
          : fc.constant(null),
        body: hasBody(route.method)
          ? bodyArb(route, hook, tame)
          : fc.constant([undefined, undefined] as const),
      })
      .map(({ path, query: q, auth, guest: g, body: [payload, type] }) => {
        const headers: Record<string, string> = {};
        if (auth !== undefined) headers.authorization = auth;
        if (g) headers['x-guest-token'] = g;
        if (payload !== undefined && type) headers['content-type'] = type;
        return {
          method: route.method,
          url: q ? `${path}?${q}` : path,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        };
      }),
  );
}
