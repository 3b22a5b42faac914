// Routes the OpenAPI document does not describe (its own docs page and the auth library's
// catch-all), and what fills wildcard paths. A route that is neither documented nor listed here
// fails the property suite: someone must say how to call it.
import fc from 'fast-check';
import { anyString, enc } from './generators';
import type { JsonSchema } from './route-table';

export interface HiddenRoute {
  match: RegExp;
  /** Why the document leaves it out. */
  why: string;
  /** A body schema to draw from (the library documents its own). */
  body?: JsonSchema;
}

const str = { type: 'string' } as const;

export const hiddenRoutes: HiddenRoute[] = [
  { match: /^\/api\/docs(\/.*)?$/, why: 'Swagger UI page and its static files' },
  { match: /^\/api\/openapi\.json$/, why: 'the document itself' },
  {
    match: /^\/media\/(hosted|uploads)\/\*$/,
    why: 'hosted video and article pictures: static files (@fastify/static, Range)',
  },
  {
    match: /^\/api\/auth\/\*$/,
    why: 'better-auth mounted as one catch-all',
    body: {
      type: 'object',
      properties: {
        email: str,
        password: str,
        name: str,
        token: str,
        newPassword: str,
        currentPassword: str,
        callbackURL: str,
        redirectTo: str,
      },
    },
  },
];

export const hiddenRouteOf = (url: string) => hiddenRoutes.find((h) => h.match.test(url));

const traversal = fc.constantFrom(
  '..',
  '../..',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '....//....//etc/passwd',
  '%00',
  '%zz',
  '.',
  '',
  '/',
  '//',
  '\\..\\..\\windows\\win.ini',
);
const randomSegments = fc
  .array(anyString.map(enc), { minLength: 1, maxLength: 3 })
  .map((s) => s.join('/'));

const authPaths = fc.constantFrom(
  'get-session',
  'token',
  'jwks',
  'sign-in/email',
  'sign-up/email',
  'sign-out',
  'ok',
  'error',
  'request-password-reset',
  'reset-password',
  'reset-password/abc',
  'verify-email',
  'send-verification-email',
  'change-password',
  'update-user',
  'list-sessions',
  'delete-user',
  'callback/google',
  'sign-in/social',
  'nope',
);
const mediaKeys = fc.oneof(
  fc.stringMatching(/^[a-z0-9-]{1,120}\.svg$/),
  fc.constantFrom(
    'a.svg',
    `${'k'.repeat(121)}.svg`,
    'A.SVG',
    'x.png',
    '.svg',
    'x.svg.svg',
    'x.svg%00.png',
  ),
);
const docsFiles = fc.constantFrom(
  'index.html',
  'swagger-initializer.js',
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'favicon-32x32.png',
  'logo.svg',
);

/** What follows the `*` of a wildcard route: known names, traversal attempts, junk. */
export function tailArb(url: string): fc.Arbitrary<string> {
  const known = url.startsWith('/api/auth/')
    ? authPaths
    : url.startsWith('/media/')
      ? mediaKeys
      : url.startsWith('/api/docs/')
        ? docsFiles
        : randomSegments;
  return fc.oneof({ arbitrary: known, weight: 4 }, traversal, randomSegments);
}
