import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new SQL migration after a schema change; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/adapters/db/schema/index.ts',
  out: './server/adapters/db/migrations',
  casing: 'snake_case',
});
