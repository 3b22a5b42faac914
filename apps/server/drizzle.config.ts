import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the same files run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
