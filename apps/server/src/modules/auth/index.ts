/**
 * The auth module's public surface: what other modules and the app may use (issue 30).
 * Everything else in this folder is its own business; src/import-graph.test.ts holds the rest of
 * the server to this file.
 */
export { type Accounts } from './accounts';
export { storedSecret } from './auth-secret';
export { type Auth } from './better-auth';
export { requireRole, resolveCaller } from './caller';
export { type Mail, type Mailer } from './mailer';
export { createAccounts } from './create-accounts';
export { createLocalJwksVerifier } from './local-jwks';
export { redactPaths, reqSerializer } from './log-redaction';
