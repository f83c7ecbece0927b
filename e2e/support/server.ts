import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type Database, loadConfig, openSeededTestDatabase } from '@plano/server/testing';
import type { FastifyInstance } from 'fastify';

export interface RunningServer {
  url: string;
  /** Where the server keeps its files; mail lands in `outbox/` as .eml files. */
  dataDir: string;
  close(): Promise<void>;
}

/** A demo server, with its own database for a journey that needs a state no screen makes (a failed job). */
export interface DemoServer extends RunningServer {
  database: Database;
}

/**
 * The real server on a free port, with a fresh embedded database seeded with demo data.
 * `env` adds settings, e.g. the outside systems' addresses (AUDIT_TOOL_URL…) of a journey.
 */
export async function startServer(sites = 1500, env: NodeJS.ProcessEnv = {}): Promise<DemoServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'plano-e2e-'));
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PORT: '0',
    ...env,
  });
  // From the run's seeded template when a journey before it made the same seed (vitest.config.ts).
  const database = await openSeededTestDatabase({ sites, geodataDir: config.GEODATA_DIR }, { dataDir });
  const app: FastifyInstance = await buildApp(config, database);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The job worker sends mail as the real server does, a little more often.
  app.jobs.start(200);
  return {
    url: address,
    dataDir,
    database,
    async close() {
      // Waits for a job under way: the database closes next.
      await app.jobs.stop();
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
