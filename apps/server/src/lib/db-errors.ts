// Errors that mean "the database is not reachable right now" (answer 503 and retry), as
// opposed to a bug in a query (500). Codes: Node socket errors and PostgreSQL class 08/57P.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (networkCodes.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    }
    const msg = (e as { message?: unknown }).message;
    if (
      typeof msg === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
        msg,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
