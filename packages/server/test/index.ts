import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { openSeededTestDatabase } from './database.ts';

export const DEMO_PASSWORD = 'plano-demo';
export const DEMO = {
  admin: 'admin@plano.test',
  manager: 'manager@plano.test',
  planner: 'planner@plano.test',
  approver: 'approver@plano.test',
  owner: 'owner@plano.test',
  viewer: 'viewer@plano.test',
} as const;

export interface TestContext {
  app: FastifyInstance;
  database: Database & { engine: string };
  config: Config;
  /** POST /api/<path> with an optional bearer token. */
  call(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** Signs a demo account in (cached per file) and returns its token. */
  tokenOf(email: string, password?: string): Promise<string>;
  /**
   * Runs `work` with some settings changed, then puts them back: the modules read the settings
   * when called, so a test can unset an integration or shorten its timeout without a second app.
   */
  withSettings<T>(changes: Partial<Config>, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function createTestContext(
  options: { sites?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(process.env.TMPDIR ?? '/tmp', 'plano-test-data'),
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SIGNIN_RATE_LIMIT: '1000',
    SIGNIN_IP_RATE_LIMIT: '1000',
    REGISTER_IP_RATE_LIMIT: '1000',
    GEODATA_DIR: process.env.GEODATA_DIR,
    ...options.env,
  });
  const database = await openSeededTestDatabase({
    sites: options.sites ?? 300,
    geodataDir: config.GEODATA_DIR,
  });
  const app = await buildApp(config, database);
  await app.ready();
  const tokens = new Map<string, string>();

  const call = (url: string, body?: unknown, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });

  return {
    app,
    database,
    config,
    call,
    async tokenOf(email, password = DEMO_PASSWORD) {
      const cached = tokens.get(email);
      if (cached) return cached;
      const res = await call('/signin', { email, password });
      if (res.statusCode !== 200)
        throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
      const token = res.json().token as string;
      tokens.set(email, token);
      return token;
    },
    async withSettings(changes, work) {
      const before = Object.fromEntries(
        Object.keys(changes).map((key) => [key, config[key as keyof Config]]),
      );
      Object.assign(config, changes);
      try {
        return await work();
      } finally {
        Object.assign(config, before);
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export { seedDemo } from '../seed/demo.ts';
export { buildApp } from '../src/app.ts';
export type { Config } from '../src/config.ts';
export { loadConfig } from '../src/config.ts';
export type { Database } from '../src/db/client.ts';
export { openDatabase } from '../src/db/client.ts';
export { prepareDatabase } from '../src/lifecycle/prepare-database.ts';
export { startSession } from '../src/modules/auth/sessions.ts';
export { createTokenService } from '../src/modules/auth/tokens.ts';
export { importRows } from '../src/modules/inventory/import/import-rows.ts';
export { readSpreadsheet } from '../src/modules/inventory/import/spreadsheet-reader.ts';
export { mailsTo, registerAccount } from './accounts.ts';
export { openSeededTestDatabase } from './database.ts';
export { buildCampaign, buildOwner, buildSite, inDays } from './factories.ts';
export { type FakeS3, startFakeS3 } from './fake-s3.ts';
export { type FakeService, startFakeService } from './fake-service.ts';
