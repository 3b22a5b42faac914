import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-errors';

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
// What reaches the error handler: drizzle wraps the driver's error as its cause.
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', coded('ECONNREFUSED')],
    ['reset', coded('ECONNRESET', 'read ECONNRESET')],
    ['aborted', coded('ECONNABORTED')],
    ['host unreachable', coded('EHOSTUNREACH')],
    ['network unreachable', coded('ENETUNREACH')],
    ['DNS lookup failing for now', coded('EAI_AGAIN', 'getaddrinfo EAI_AGAIN db')],
    ['connection failure (class 08)', coded('08006')],
    [
      'server shutting down (57P01)',
      coded('57P01', 'terminating connection due to administrator command'),
    ],
    ['server starting up (57P03)', coded('57P03', 'the database system is starting up')],
    ['too many connections (53300)', coded('53300', 'sorry, too many clients already')],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['connect timed out', new Error('Connection terminated due to connection timeout')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['dead client', new Error('Client has encountered a connection error and is not queryable')],
    ['closed client', new Error('Client was closed and is not queryable')],
  ])('%s: yes, also wrapped by drizzle', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', coded('42601', 'syntax error at or near "selec"')],
    ['out of memory (53200)', coded('53200', 'out of memory')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNRESET'],
    ['nothing', undefined],
  ])('%s: no', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
    if (err instanceof Error) expect(isDatabaseUnavailable(wrapped(err))).toBe(false);
  });
});
