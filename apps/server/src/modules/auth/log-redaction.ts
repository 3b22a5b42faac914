import type { FastifyRequest } from 'fastify';

/** Header and body fields that carry secrets: pino prints [Redacted] instead. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
];

/** Query parameters that carry tokens: the spec's ?token=, mailed oobCode, library tokens. */
const SECRET_QUERY = /([?&](?:token|oobCode|code|callbackURL)=)[^&#]*/gi;

export const scrubUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Fastify logs every request URL; links like /acct/action?oobCode=… or /?token=… would put
 * secrets in the log, so the URL is scrubbed (and the library's /reset-password/{token} path).
 */
export function reqSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: scrubUrl(req.url).replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]'),
    host: req.host,
    remoteAddress: req.ip,
  };
}
