// `sort` and `filter` are JSON inside a query string (or a saved filter's body): their schema in
// the OpenAPI document is only "string", so they get generators of their own. Allowed fields are
// per resource; knowing them lets most generated filters get past validation and reach SQL.
import { playerSortFields, statFields } from '@hoopdex/contract';
import fc from 'fast-check';
import type { FieldType } from '../../lib/list-query';
import { contentFilterFields, contentSortFields } from '../../modules/content/content.service';
import { creatorFilterFields, creatorSortFields } from '../../modules/creators/creators.service';
import { playerFilterFields } from '../../modules/players/players.service';
import { rowFilterFields, rowSortFields } from '../../modules/stats/index';
import { anyJson, anyString, edgeNumber } from './generators';

interface ListFields {
  filter: Record<string, FieldType>;
  sort: readonly string[];
}

const content: ListFields = { filter: contentFilterFields, sort: [...contentSortFields] };
const creators: ListFields = { filter: creatorFilterFields, sort: [...creatorSortFields] };
const players: ListFields = { filter: playerFilterFields, sort: playerSortFields };
const statRows: ListFields = {
  filter: {
    ...rowFilterFields,
    organization_id: 'number',
    league_id: 'number',
    interval_code: 'string',
  },
  sort: rowSortFields,
};

const byRoute: Array<[RegExp, ListFields]> = [
  [
    /^\/api\/(content|articles|user-posts|videos|videos_v2|videosByPlayerId|creatorContent)$/,
    content,
  ],
  [/^\/api\/creators$/, creators],
  [/^\/api\/(players|searchForPlayers)$/, players],
  [/^\/api\/(playerStatsTotals|explorer|explorer\/export\.csv|scouting\/filters)$/, statRows],
];
const everyField: ListFields = {
  filter: Object.assign({}, ...[content, creators, players, statRows].map((f) => f.filter)),
  sort: [...new Set([content, creators, players, statRows].flatMap((f) => f.sort))],
};

export const listFieldsOf = (url: string): ListFields =>
  byRoute.find(([re]) => re.test(url))?.[1] ?? everyField;

/** Values real rows have, so some filters match: filled in by the test from its seed. */
export const knownStrings: string[] = ['video', 'article', 'user_post', 'creator', 'show', 'Guard'];

const dates = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom(
    '2024-02-30',
    '2020-13-45',
    '0000-01-01',
    '9999-12-31T23:59:59Z',
    '2024-01-01T25:00:00+00:00',
  ),
);

function valueOf(type: FieldType): fc.Arbitrary<unknown> {
  const right =
    type === 'number' || type === 'integer'
      ? edgeNumber
      : type === 'boolean'
        ? fc.boolean()
        : type === 'date'
          ? dates
          : fc.oneof(anyString, fc.constantFrom(...knownStrings));
  return fc.oneof(
    { arbitrary: right, weight: 6 },
    { arbitrary: fc.constant(null), weight: 1 },
    anyJson,
  );
}

const operators = ['eq', 'ne', 'in', 'nin', 'gt', 'gte', 'lt', 'lte'];
const strayOperators = ['like', '$where', '', 'IN', 'constructor', 'between'];

function conditionOf(type: FieldType): fc.Arbitrary<unknown> {
  const v = valueOf(type);
  const list = fc.oneof(
    fc.array(v, { maxLength: 5 }),
    fc.array(v, { minLength: 101, maxLength: 101 }),
  );
  const op = fc.oneof(
    { arbitrary: fc.constantFrom(...operators), weight: 5 },
    fc.constantFrom(...strayOperators),
  );
  const ops = fc.dictionary(op, fc.oneof(v, list), { minKeys: 1, maxKeys: 3 }).map((o) => {
    // in/nin take lists; give them one most of the time so the condition can be valid.
    for (const k of ['in', 'nin']) if (k in o && !Array.isArray(o[k])) o[k] = [o[k]];
    return o;
  });
  return fc.oneof(v, ops);
}

/** A filter object: mostly allowed fields with conditions, sometimes an unknown field. */
export function filterObject(fields: ListFields): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields.filter);
  const entry = fc.oneof(
    {
      arbitrary: fc
        .constantFrom(...names)
        .chain((f) => fc.tuple(fc.constant(f), conditionOf(fields.filter[f] ?? 'string'))),
      weight: 6,
    },
    fc.tuple(anyString, anyJson),
  );
  return fc.array(entry, { minLength: 0, maxLength: 3 }).map((es) => Object.fromEntries(es));
}

/** A sort object: 1–4 fields (3 is the limit), asc/desc or something else. */
export function sortObject(fields: ListFields): fc.Arbitrary<Record<string, unknown>> {
  const name = fc.oneof({ arbitrary: fc.constantFrom(...fields.sort), weight: 6 }, anyString);
  const dir = fc.oneof({ arbitrary: fc.constantFrom('asc', 'desc'), weight: 6 }, anyJson);
  return fc
    .array(fc.tuple(name, dir), { minLength: 0, maxLength: 4 })
    .map((es) => Object.fromEntries(es));
}

const malformed = fc.constantFrom(
  '{',
  '{"a":}',
  "{'publishedat':'desc'}",
  'nul',
  '[]',
  '"desc"',
  '1',
  'null',
  '{"a":1}{"b":2}',
  '['.repeat(5000),
  '['.repeat(2000) + ']'.repeat(2000),
  `{"x":"${'v'.repeat(10_000)}"}`,
);

/** The text of a `sort` or `filter` query parameter. */
export function listParam(kind: 'sort' | 'filter', url: string): fc.Arbitrary<string> {
  const fields = listFieldsOf(url);
  const obj = kind === 'sort' ? sortObject(fields) : filterObject(fields);
  return fc.oneof(
    { arbitrary: obj.map((o) => JSON.stringify(o)), weight: 6 },
    malformed,
    anyString,
  );
}

/** Explorer `columns`: a comma list of stat fields, some unknown. */
export const columnsParam: fc.Arbitrary<string> = fc
  .array(fc.oneof({ arbitrary: fc.constantFrom(...statFields), weight: 5 }, anyString), {
    maxLength: 6,
  })
  .map((cs) => cs.join(','));
