import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL migration for every change of the schema. The migrations are checked
// in and applied at start-up by server/db/migrate.ts (no database is needed to generate them).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema',
  out: './server/db/migrations',
});
