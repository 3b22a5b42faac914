// Errors that mean "the database is not reachable right now" (answer 503 and retry), as
// opposed to a bug in a query (500). Codes: Node socket and DNS errors, PostgreSQL class 08
// (connection), 57P (server shutting down or starting) and 53300 (too many connections, as when
// every instance reconnects at once after an outage).
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// node-postgres and pg-pool messages without a code: a socket that closed, a connect or a wait
// for a pooled connection that timed out, a client whose connection died or was closed.
const driverMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|is not queryable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (
        networkCodes.has(code) ||
        code.startsWith('08') ||
        code.startsWith('57P') ||
        code === '53300'
      ) {
        return true;
      }
    }
    const msg = (e as { message?: unknown }).message;
    if (typeof msg === 'string' && driverMessages.test(msg)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
