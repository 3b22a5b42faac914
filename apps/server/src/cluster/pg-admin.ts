import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** One statement on a server (create/drop database), on a connection of its own. */
export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The same server URL pointed at another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A new empty database on the server of `url` (no migrations): its URL and how to drop it. */
export async function createEmptyDatabase(
  url: string,
  prefix = 'hoopdex_cluster',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await adminQuery(url, `create database ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}
