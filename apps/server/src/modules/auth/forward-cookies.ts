import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { CLIENT_IP_HEADER } from './better-auth';

/** Request headers for a server-side library call made on behalf of this request. */
export function libraryHeaders(req: FastifyRequest): Headers {
  const headers = fromNodeHeaders(req.headers);
  headers.set(CLIENT_IP_HEADER, req.ip);
  return headers;
}

/** Passes the session cookie the library set (sign-in inside one of our routes) to the client. */
export function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}
