import { isAPIError } from 'better-auth/api';
import { HttpError } from '../../lib/http';

/** Error codes of the library mapped to the form field they concern (the {msg, param} list). */
export const paramOfCode: Record<string, string> = {
  INVALID_EMAIL: 'email',
  INVALID_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_REFUSED: 'password',
  INVALID_TOKEN: 'code',
  TOKEN_EXPIRED: 'code',
};

/** Errors of the library's server API become our { msg, param } HttpErrors; others pass. */
export async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isAPIError(err)) throw err;
    const body = (err.body ?? {}) as { message?: string; code?: string };
    const msg = body.message || err.message || 'Error';
    throw new HttpError(err.statusCode, [{ msg, param: paramOfCode[body.code ?? ''] ?? '' }]);
  }
}
