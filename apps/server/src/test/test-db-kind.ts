/** Which database the server tests run on, decided once from the environment. */
export function testDbKind(): { kind: 'pglite' } | { kind: 'postgres'; url: string } {
  if (process.env.TEST_DB_KIND !== 'postgres') return { kind: 'pglite' };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  return { kind: 'postgres', url };
}

/** Template database for this run, named after the run's database so parallel runs don't clash. */
export function templateDbName(url: string): string {
  const base = new URL(url).pathname.replace(/^\//, '').replace(/[^a-z0-9_]/gi, '_') || 'db';
  return `tpl_${base}`.slice(0, 63).toLowerCase();
}

/** The same server URL pointed at another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
