import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This module runs from src/ (tsx) or inlined into dist/main.js (the built server): both sit one
// level under the package, so the package's own folders are found the same way in either case.
const here = path.dirname(fileURLToPath(import.meta.url));

/** packages/server: the checkout's server package, whether run from source or built. */
export const serverRoot = path.resolve(here, '..');
export const repoRoot = path.resolve(serverRoot, '../..');

/** The reference data the product carries (geodata/SOURCES.md says where each file came from). */
export const bundledGeodataDir = path.join(serverRoot, 'geodata');
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
