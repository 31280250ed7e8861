import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema and committed; `npm run db:check` fails when they drift.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
