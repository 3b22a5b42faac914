import type { Auth } from './better-auth';
import type { AttemptLimiter, AuthLimits } from './attempt-limiter';
import type { Mailer } from './mailer';

/** Everything the accounts routes need; index.ts and the test app build one. */
export interface Accounts {
  auth: Auth;
  mailer: Mailer;
  limiter: AttemptLimiter;
  limits: AuthLimits;
  publicUrl: string;
  /** Demo rule: a verified account whose e-mail name is the player's slug is linked at once. */
  autoLinkPlayerClaims: boolean;
}
