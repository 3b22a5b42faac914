import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { badRequest } from '../../lib/http';
import { tooDeepAt } from '../../lib/json-depth';
import { CLIENT_IP_HEADER } from './better-auth';
import type { Accounts } from './accounts';
import { paramOfCode } from './auth-errors';
import type { LimitRule } from './attempt-limiter';
import { retryMessage } from './attempt-limiter';

/**
 * How deep an auth body may nest. The library's bodies are flat (email, password, name, a URL);
 * the body is re-serialized for it, and JSON.stringify recurses: 5,000 levels was a RangeError
 * and a 500 (issue 21), so deeper bodies are refused as bad input first.
 */
export const AUTH_BODY_MAX_DEPTH = 32;

/**
 * Mounts better-auth at /api/auth/*: Fastify request → Web Request → library → Fastify reply.
 * Before the library runs, login, reset and sign-up are rate limited per IP and per account.
 */
export async function authHandlerRoutes(api: FastifyInstance, accounts: Accounts) {
  api.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (req, reply) => {
      const deep = tooDeepAt(req.body, AUTH_BODY_MAX_DEPTH);
      if (deep !== undefined)
        throw badRequest(`is nested too deeply (at most ${AUTH_BODY_MAX_DEPTH} levels)`, deep);
      const limited = await checkLimits(req, accounts);
      if (limited) return tooMany(reply, limited);
      const response = await accounts.auth.handler(toWebRequest(req, accounts.publicUrl));
      if (isSignIn(req) && response.ok) await accounts.limiter.reset(accountKey('signin', req));
      return sendWebResponse(reply, response, isSignIn(req) || isSignUp(req));
    },
  });
}

function toWebRequest(req: FastifyRequest, publicUrl: string): Request {
  const headers = fromNodeHeaders(req.headers);
  // The library tracks the client IP from this header only; a client cannot forge it.
  headers.set(CLIENT_IP_HEADER, req.ip);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(req.url, publicUrl), {
    method: req.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(req.body) } : {}),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response, hideToken: boolean) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (hideToken && response.ok) return reply.send(withoutSessionToken(text));
  if (response.status < 400) return reply.send(text || null);
  // An empty error (the library's 404 for an unknown path) still gets the error list.
  return reply.send(
    withErrorList(text, response.statusText || STATUS_CODES[response.status] || ''),
  );
}

/**
 * Sign-in and sign-up answer with the raw session token; the browser has it in an HttpOnly
 * cookie already, so scripts get a flag instead of the secret.
 */
function withoutSessionToken(text: string) {
  const body = JSON.parse(text) as { token?: string | null };
  const { token, ...rest } = body;
  return { ...rest, signedIn: Boolean(token) };
}

/** Library errors are {message, code}; our clients read {errors: [{msg, param}]}: send both. */
function withErrorList(text: string, statusText: string) {
  let body: { message?: string; code?: string } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    // not JSON: fall back to the status text
  }
  const msg = body.message || statusText || 'Error';
  return { ...body, errors: [{ msg, param: paramOfCode[body.code ?? ''] ?? '' }] };
}

type Limited = { seconds: number };

const path = (req: FastifyRequest) => req.url.split('?')[0]?.replace(/^\/api\/auth/, '') ?? '';
const isSignIn = (req: FastifyRequest) => req.method === 'POST' && path(req) === '/sign-in/email';
const isSignUp = (req: FastifyRequest) => req.method === 'POST' && path(req) === '/sign-up/email';

function bodyEmail(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

const accountKey = (what: string, req: FastifyRequest) => `${what}:acct:${bodyEmail(req)}`;

function checkLimits(req: FastifyRequest, accounts: Accounts): Promise<Limited | null> {
  if (req.method !== 'POST') return Promise.resolve(null);
  const { limits } = accounts;
  const p = path(req);
  const rules: Array<[string, LimitRule]> = [];
  if (p === '/sign-in/email') {
    rules.push([`signin:ip:${req.ip}`, limits.signInPerIp]);
    if (bodyEmail(req)) rules.push([accountKey('signin', req), limits.signInPerAccount]);
  } else if (p === '/request-password-reset' || p === '/send-verification-email') {
    rules.push([`reset:ip:${req.ip}`, limits.resetPerIp]);
    if (bodyEmail(req)) rules.push([accountKey('mail', req), limits.resetPerAccount]);
  } else if (p === '/reset-password') {
    rules.push([`reset:ip:${req.ip}`, limits.resetPerIp]);
  } else if (p === '/sign-up/email') {
    rules.push([`signup:ip:${req.ip}`, limits.signUpPerIp]);
  }
  return hitAll(accounts, rules);
}

/** Counts the attempt against every budget; the longest wait wins. */
export async function hitAll(
  accounts: Accounts,
  rules: Array<[string, LimitRule]>,
): Promise<Limited | null> {
  // Side by side: with Redis each budget is a round trip of its own.
  const waits = await Promise.all(rules.map(([key, rule]) => accounts.limiter.hit(key, rule)));
  const seconds = Math.max(0, ...waits);
  return seconds > 0 ? { seconds } : null;
}

export function tooMany(reply: FastifyReply, limited: Limited) {
  const msg = retryMessage(limited.seconds);
  return reply
    .status(429)
    .header('retry-after', String(limited.seconds))
    .send({ message: msg, code: 'TOO_MANY_ATTEMPTS', errors: [{ msg, param: '' }] });
}
