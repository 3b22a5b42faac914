import type { FieldError } from '@hoopdex/contract';

/** An error a route may throw on purpose: status and the { msg, param } list sent to the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FieldError[],
  ) {
    super(errors.map((e) => e.msg).join('; '));
  }
}

export const badRequest = (msg: string, param = '') => new HttpError(400, [{ msg, param }]);
export const notFound = (msg = 'Not found', param = '') => new HttpError(404, [{ msg, param }]);
export const unauthorized = (msg = 'Sign in required') =>
  new HttpError(401, [{ msg, param: 'authorization' }]);
export const forbidden = (msg = 'Not allowed') => new HttpError(403, [{ msg, param: '' }]);

/** The functions backend's success envelope. */
export const ok = <T>(data: T, rowCount?: number) => ({
  data,
  rowCount: rowCount ?? (Array.isArray(data) ? data.length : data == null ? 0 : 1),
});
