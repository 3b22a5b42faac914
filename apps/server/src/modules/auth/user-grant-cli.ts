import { openDatabase } from '../../db/client';
import { ConfigError, loadEnv } from '../../env';
import { lockDataDir } from '../../lib/data-dir-lock';
import { grantableRoles, grantRole } from './grant-role';

// npm run user:grant -- <email> <role>
// Takes effect at once for role checks (they read the database) and in ID tokens within their
// 5-minute lifetime.
async function main() {
  const [email, role] = process.argv.slice(2);
  if (!email || !role || !grantableRoles.includes(role)) {
    throw new ConfigError(`usage: npm run user:grant -- <email> <${grantableRoles.join('|')}>`);
  }
  const env = loadEnv();
  // PGlite is single-process: this refuses to run next to a server on the same DATA_DIR.
  const unlock = env.DATABASE_URL ? () => undefined : lockDataDir(env.dataDirAbs);
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDirAbs });
  try {
    if (!(await grantRole(db.db, email, role)))
      throw new ConfigError(`no account with e-mail ${email}`);
    console.log(`${email.trim().toLowerCase()} is now ${role}`); // as stored (grantRole)
  } finally {
    await db.close();
    unlock();
  }
}

main().catch((err: unknown) => {
  console.error(`user:grant: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
