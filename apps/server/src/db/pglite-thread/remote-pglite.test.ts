import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemotePglite } from './remote-pglite';

// The PGlite thread (decision 0038) as the server uses it: an in-memory database in a worker.
describe('PGlite in its own thread', () => {
  let remote: RemotePglite;
  beforeAll(async () => {
    remote = new RemotePglite(undefined);
    await remote.waitReady;
    await remote.exec('create table t (id int primary key, name text, born date)');
  });
  afterAll(() => remote.close());

  const names = async () =>
    (await remote.query<{ name: string }>('select name from t order by id')).rows.map(
      (r) => r.name,
    );

  it('answers statements with their rows, and errors with PostgreSQL’s fields', async () => {
    await remote.query('insert into t values ($1, $2, $3)', [1, 'Ann', '2001-02-03']);
    expect(await names()).toEqual(['Ann']);
    const err = await remote
      .query('insert into t values (1, $1)', ['Dup'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23505'); // unique violation, as in-thread
    expect((err as Error).message).toMatch(/duplicate key/);
  });

  it('keeps dates as text where drizzle asks (its parsers), as dates elsewhere', async () => {
    const db = drizzle({ client: remote as never });
    const [row] = (await db.execute(sql`select born from t where id = 1`)).rows as {
      born: unknown;
    }[];
    expect(row?.born).toBe('2001-02-03');
    const raw = await remote.query<{ born: unknown }>('select born from t where id = 1');
    expect(raw.rows[0]?.born).toBeInstanceOf(Date);
  });

  it('commits a transaction, rolls back one that throws or asks to', async () => {
    await remote.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['Bo']);
    });
    await expect(
      remote.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['Cy']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    let closed: unknown;
    await remote.transaction(async (tx) => {
      await tx.query('insert into t values (4, $1)', ['Di']);
      await tx.rollback();
      closed = await tx.query('select 1').catch((e: unknown) => e);
    });
    expect(String(closed)).toMatch(/closed/);
    expect(await names()).toEqual(['Ann', 'Bo']);
  });

  it('runs drizzle’s transactions and savepoints', async () => {
    const db = drizzle({ client: remote as never });
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into t values (5, 'Ed')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into t values (6, 'Flo')`);
          inner.rollback();
        })
        .catch(() => undefined);
    });
    expect(await names()).toEqual(['Ann', 'Bo', 'Ed']);
  });

  it('copies from a blob (bulk inserts)', async () => {
    await remote.transaction(async (tx) => {
      await tx.query("copy t (id, name) from '/dev/blob' with (format csv)", [], {
        blob: new Blob(['7,Gus\n8,Hal\n']),
      });
    });
    expect((await names()).slice(-2)).toEqual(['Gus', 'Hal']);
  });

  it('leaves the server’s thread free while a long statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await remote.query('select count(*) from generate_series(1, 4000000)');
    const ms = performance.now() - started;
    clearInterval(timer);
    // In the server's thread, PGlite would hold it for the whole statement: no tick at all.
    expect(ms).toBeGreaterThan(50); // the statement was long enough to tell
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('fails every call once closed', async () => {
    const other = new RemotePglite(undefined);
    await other.waitReady;
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
    // A second database starting up in its own thread: as long as a beforeAll may take (the
    // 30-second test limit ran out once while the machine ran two other suites).
  }, 120_000);
});
