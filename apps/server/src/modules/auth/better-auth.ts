import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { jwt } from 'better-auth/plugins/jwt';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema/index';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './mail-templates';
import type { Mail, Mailer } from './mailer';
import { PASSWORD_MAX, PASSWORD_MIN, passwordProblem } from './password-policy';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../plugins/token-verifier';

/** Set by our Fastify mount from req.ip (which honours TRUST_PROXY); never taken from clients. */
export const CLIENT_IP_HEADER = 'x-hoopdex-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const ID_TOKEN_TTL = '5m';

export interface AuthLog {
  warn(obj: object, msg: string): void;
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

/**
 * usePlural turns every model name into name + 's' (user → users); the jwks model would become
 * "jwkss", so the adapter also finds our jwks table under that key.
 */
const adapterSchema = { ...schema, jwkss: schema.jwks };

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
  // Mail goes out in the background: a slow SMTP server must not make known addresses answer
  // slower than unknown ones (that would tell which e-mails exist).
  const deliver = (mail: Mail) => {
    mailer
      .send(mail)
      .catch((err: unknown) => opts.log?.warn({ err, kind: mail.kind }, 'mail not sent'));
  };
  return betterAuth({
    appName: 'Hoopdex',
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: opts.secret,
    trustedOrigins: [publicUrl, ...(opts.trustedOrigins ?? [])],
    telemetry: { enabled: false },
    database: drizzleAdapter(opts.db, { provider: 'pg', usePlural: true, schema: adapterSchema }),
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
        deliver(resetPasswordMail(user.email, actionLink(publicUrl, 'resetPassword', token)));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 3 * 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        deliver(verifyEmailMail(user.email, actionLink(publicUrl, 'verifyEmail', token)));
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
    // The library logs user mistakes (short password, bad token) as errors: warnings for us.
    logger: opts.log
      ? {
          level: 'warn',
          log: (_level, message) => opts.log?.warn({ source: 'better-auth' }, message),
        }
      : { disabled: true },
    hooks: { before: beforeHook(publicUrl, deliver) },
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
function beforeHook(publicUrl: string, deliver: (mail: Mail) => void) {
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
    deliver(existingAccountMail(email, `${publicUrl}/login`, `${publicUrl}/forgot-password`));
    return ctx.json({ token: null, user: null, status: 'check-email' });
  });
}
