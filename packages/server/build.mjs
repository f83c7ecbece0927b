// Builds the server for production: dist/main.js (the server) and dist/admin.js (`npm run admin`),
// run by plain `node` with production dependencies only (docs/decisions/0017-deployment.md).
// @plano/core is TypeScript source, so it is bundled in; every other package stays an import of
// node_modules, where native parts (argon2, sharp, resvg) and PGlite's files live.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdir = new URL('./dist', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: 'src/main.ts', admin: 'src/admin-cli.ts' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== '@plano/core'),
  logLevel: 'warning',
});
console.log(`server built into ${outdir}`);
