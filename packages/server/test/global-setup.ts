import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The server tests' and the browser journeys' run-wide set-up: a folder for the seeded database templates of this run
 * (test/database.ts), so that each seed is migrated and loaded once, not once per file. Removed at
 * the end; a new run starts from none, so a template never outlives the code that made it.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'plano-test-templates-'));
  process.env.PLANO_TEST_TEMPLATES = dir;
  return () => rm(dir, { recursive: true, force: true });
}
