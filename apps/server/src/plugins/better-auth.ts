import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { jwt } from 'better-auth/plugins/jwt';
import type { Database } from '../db/client';
import * as schema from '../db/schema/index';
import {
  existingAccountMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../modules/auth/mail-templates';
import type { Mailer } from '../modules/auth/mailer';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from '../modules/auth/password-policy';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../modules/auth/token-verifier';

/** Set by our Fastify mount from req.ip (which honours TRUST_PROXY); never taken from clients. */
export const CLIENT_IP_HEADER = 'x-hoopdex-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const ID_TOKEN_TTL = '5m';

export interface AuthLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface CreateAuthOptions {
  db: Database;
  secret: string;
  /** Where the site is reached, e.g. http://localhost:3000; mailed links start with it. */
  publicUrl: string;
  /** Other origins allowed to post with cookies (the Vite dev server). */
  trustedOrigins?: string[];
  mailer: Mailer;
  log?: AuthLog;
}

/** Mailed action links land on the SPA (spec: /acct/action), never on the JSON API. */
export const actionLink = (publicUrl: string, mode: string, code: string) =>
  `${publicUrl}/acct/action?mode=${mode}&oobCode=${encodeURIComponent(code)}`;

/** Cookies are Secure everywhere except plain-http localhost development. */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
}

/**
 * better-auth owns users, scrypt password hashes, sessions, reset and verification tokens and the
 * signing keys of the ID tokens: a maintained library instead of hand-written crypto, and it runs
 * on our drizzle schema on both PGlite and PostgreSQL.
 */
export function createAuth(opts: CreateAuthOptions) {
  const { publicUrl, mailer } = opts;
  const secure = !isLocalUrl(publicUrl);
  return betterAuth({
    appName: 'Hoopdex',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: opts.secret,
    trustedOrigins: [publicUrl, ...(opts.trustedOrigins ?? [])],
    telemetry: { enabled: false },
    database: drizzleAdapter(opts.db, { provider: 'pg', usePlural: true, schema }),
    user: {
      additionalFields: {
        // input: false: only our own routes (portal, grant command) may set these.
        role: { type: 'string', required: false, defaultValue: 'fan', input: false },
        slug: { type: 'string', required: false, input: false },
        playerId: { type: 'number', required: false, input: false },
        creatorId: { type: 'number', required: false, input: false },
        instagram: { type: 'string', required: false, input: false },
        youtube: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(
          resetPasswordMail(user.email, actionLink(publicUrl, 'resetPassword', token)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 3 * 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(verifyEmailMail(user.email, actionLink(publicUrl, 'verifyEmail', token)));
      },
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our Fastify mount limits per IP and per account (the library's limiter is per IP only).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'hoopdex',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const fn = level === 'error' ? opts.log?.error : opts.log?.warn;
        fn?.call(opts.log, { source: 'better-auth' }, message);
      },
    },
    hooks: { before: beforeHook(publicUrl, mailer) },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          expirationTime: ID_TOKEN_TTL,
          // Only what the API needs: the verifier reads sub, email and role.
          definePayload: ({ user }) => ({ email: user.email, role: user.role ?? 'fan' }),
        },
        // Tokens come from GET /api/auth/token only: no signing on every session read.
        disableSettingJwtHeader: true,
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const passwordPaths: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * Password policy (length, common passwords) on every path that sets a password, and sign-up
 * with a known address answers like a new one (a mail goes to the owner) so no response tells
 * whether an e-mail exists.
 */
function beforeHook(publicUrl: string, mailer: Mailer) {
  return createAuthMiddleware(async (ctx) => {
    const field = passwordPaths[ctx.path];
    if (!field) return;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const password = body[field];
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : undefined;
    if (typeof password === 'string') {
      const problem = passwordProblem(password, email);
      if (problem)
        throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_REFUSED' });
    }
    if (ctx.path !== '/sign-up/email' || !email) return;
    const existing = await ctx.context.internalAdapter.findUserByEmail(email);
    if (!existing) return;
    // Same work as a real sign-up (hashing) so timing does not tell either.
    if (typeof password === 'string') await ctx.context.password.hash(password);
    await mailer.send(
      existingAccountMail(email, `${publicUrl}/login`, `${publicUrl}/forgot-password`),
    );
    return ctx.json({ token: null, user: null, status: 'check-email' });
  });
}
