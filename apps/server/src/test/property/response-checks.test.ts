// The checker must catch what it claims to, or the property tests would pass for nothing.
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './response-checks';
import type { GenRequest } from './request-arb';
import { routesOfTree } from './route-table';

const req = (url: string, payload?: string): GenRequest => ({
  method: 'GET',
  url,
  headers: {},
  ...(payload ? { payload } : {}),
});
const json = { 'content-type': 'application/json; charset=utf-8' };
const answer = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
  statusCode,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const error = (msg: string) => ({ errors: [{ msg, param: 'x' }] });

describe('checkAnswer', () => {
  it('accepts a success envelope and an error list', () => {
    expect(() =>
      checkAnswer('/api/x', req('/api/x'), answer(200, { data: [], rowCount: 0 })),
    ).not.toThrow();
    expect(() =>
      checkAnswer('/api/x', req('/api/x'), answer(404, error('Not found'))),
    ).not.toThrow();
  });

  it.each([
    ['a 5xx', answer(500, error('Internal server error')), /server error/],
    [
      'an error that is not JSON',
      answer(400, 'Bad Request', { 'content-type': 'text/plain' }),
      /not JSON/,
    ],
    [
      "Fastify's own error shape",
      answer(400, { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: 'x', statusCode: 400 }),
      /errors/,
    ],
    ['an extra key', answer(400, { ...error('x'), stack: 'y' }), /extra keys/],
    ['an empty error list', answer(404, { errors: [] }), /errors/],
    ['a stack frame', answer(400, error('boom\n    at handler (/srv/app.ts:12:3)')), /stack/],
    ['SQL', answer(400, error('Failed query: select id from players where slug = $1')), /database/],
    [
      'a PostgreSQL message',
      answer(400, error('value "9" is out of range for type integer')),
      /database/,
    ],
    [
      'a non-JSON success from a JSON route',
      answer(200, '<html>', { 'content-type': 'text/html' }),
      /non-JSON/,
    ],
  ])('flags %s', (_name, res, why) => {
    expect(() => checkAnswer('/api/x', req('/api/x'), res)).toThrow(why);
  });

  it('does not flag the request echoed back, nor files on file routes', () => {
    const sqlish = "select * from players; '--";
    const url = `/api/players/${encodeURIComponent(sqlish)}`;
    expect(() =>
      checkAnswer('/api/players/:slug', req(url), answer(404, error(`No player ${sqlish}`))),
    ).not.toThrow();
    const csv = answer(200, 'a,b\r\n', { 'content-type': 'text/csv' });
    expect(() =>
      checkAnswer('/api/explorer/export.csv', req('/api/explorer/export.csv'), csv),
    ).not.toThrow();
  });
});

describe('routesOfTree', () => {
  it('joins the labels of the radix tree, wildcards included', () => {
    const tree = [
      '└── /',
      '    ├── api/',
      '    │   ├── p',
      '    │   │   ├── ing (GET, HEAD)',
      '    │   │   └── layers (GET)',
      '    │   │       └── /',
      '    │   │           └── :slug (GET)',
      '    │   └── auth/',
      '    │       └── * (GET, POST)',
      '    └── media/',
      '        └── * (GET)',
    ].join('\n');
    expect(routesOfTree(tree).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/ping',
      'HEAD /api/ping',
      'GET /api/players',
      'GET /api/players/:slug',
      'GET /api/auth/*',
      'POST /api/auth/*',
      'GET /media/*',
    ]);
  });
});
