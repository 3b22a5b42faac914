// What every answer of the server must be, whatever it was sent: not a 5xx, JSON (unless the
// route serves a file), `{ errors: [{ msg, param }] }` when it refuses, and nothing that leaks
// how it works inside (stack traces, SQL, database error text).
import { csvCells } from './csv-bodies';
import type { GenRequest } from './request-arb';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Routes whose success is not JSON: files, the docs, the alert event stream and unsubscribe pages. */
const fileRoutes = [
  /\.csv$/,
  /^\/media\//,
  /^\/api\/docs/,
  /^\/api\/me\/events$/,
  /^\/api\/notifications\/unsubscribe$/,
];
/** The auth library's own HTML page for failed OAuth redirects (it sanitizes what it echoes). */
const filePaths = [/^\/api\/auth\/error$/];

// A stack frame ("    at fn (/x/y.ts:1:2)"), a source position, or the error's class name.
const stackLeaks = [/\n\s+at \S/, /^\s{4}at /m, /\.(ts|js|mjs|cjs):\d+/, /\bat .+\(.+:\d+:\d+\)/];
// SQL and PostgreSQL error text, and SQLSTATE codes as drivers expose them.
const sqlLeaks = [
  /\bselect\s.+\sfrom\s/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bsyntax error\b/i,
  /\brelation "/i,
  /\bviolates\b.*\bconstraint\b/i,
  /\bduplicate key\b/i,
  /\binvalid input (syntax|value)\b/i,
  /\bout of range for type\b/i,
  /\binvalid byte sequence\b/i,
  /\bcolumn "[^"]*" does not exist/i,
  /\bFailed query\b/,
  /"(code|sqlState)"\s*:\s*"[0-9A-Z]{5}"/,
  /\b(postgres|pglite|drizzle)\b/i,
];

function stringsOf(v: unknown, out: string[] = []): string[] {
  if (typeof v === 'string') out.push(v);
  else if (Array.isArray(v)) v.forEach((x) => stringsOf(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => stringsOf(x, out));
  return out;
}

/** Every string the request carried, decoded: an answer may echo these without leaking. */
function inputsOf(req: GenRequest): string[] {
  const out = new Set<string>();
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  const [path = '', query = ''] = req.url.split('?');
  out.add(path);
  out.add(decode(path));
  for (const seg of path.split('/')) out.add(decode(seg));
  for (const pair of query.split('&')) for (const part of pair.split('=')) out.add(decode(part));
  if (req.payload) {
    out.add(req.payload);
    try {
      stringsOf(JSON.parse(req.payload), []).forEach((s) => out.add(s));
    } catch {
      // not JSON: the raw text is already in, and a CSV body's cells (errors quote them)
      csvCells(req.payload).forEach((s) => out.add(s));
    }
  }
  return [...out].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

/** The answer's text with the request's own strings taken out. */
function ownText(body: unknown, req: GenRequest): string {
  const inputs = inputsOf(req);
  return stringsOf(body)
    .map((s) => inputs.reduce((acc, input) => acc.split(input).join(''), s))
    .join('\n');
}

/** Throws a message naming what is wrong; the caller adds the request (fast-check prints it). */
export function checkAnswer(route: string, req: GenRequest, res: Answer): void {
  const fail = (why: string) => {
    throw new Error(`${why}\n${res.statusCode} ${res.body.slice(0, 600)}`);
  };
  if (res.statusCode >= 500) fail('server error');
  if (req.method === 'HEAD') return;
  const type = String(res.headers['content-type'] ?? '');
  const path = req.url.split('?')[0] ?? '';
  const isFileRoute =
    fileRoutes.some((re) => re.test(route)) || filePaths.some((re) => re.test(path));
  if (res.statusCode < 400 && !type.startsWith('application/json')) {
    if (!isFileRoute && res.body !== '') fail(`non-JSON success (${type}) from a JSON route`);
    return;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    fail(`body is not JSON (${type})`);
  }
  if (res.statusCode >= 400) {
    const errors = (body as { errors?: unknown })?.errors;
    const shaped =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((e) => typeof e?.msg === 'string' && typeof e?.param === 'string');
    if (!shaped) fail('error body is not { errors: [{ msg, param }] }');
    // The auth library's { message, code } ride along on its answers and on the attempt limits
    // (429) the sign-up calls share with it; anything else (Fastify's own `error`, `statusCode`,
    // a `stack`) means an error escaped the handler.
    const extra = Object.keys(body as object).filter(
      (k) => !['errors', 'message', 'code'].includes(k),
    );
    if (extra.length) fail(`error body has extra keys: ${extra.join()}`);
  }
  // Seeded rows may say anything; only answers that refuse are searched for SQL.
  const text = ownText(body, req);
  for (const re of stackLeaks) if (re.test(text)) fail(`stack trace leaked (${re})`);
  if (res.statusCode >= 400)
    for (const re of sqlLeaks) if (re.test(text)) fail(`database text leaked (${re})`);
}
