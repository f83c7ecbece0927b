import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes table migrations from src/db/schema.ts;
// extensions, GiST indexes and the no-double-booking constraint are a custom migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
