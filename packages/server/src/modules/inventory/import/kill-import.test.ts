import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../../seed/demo.ts';
import { buildSite } from '../../../../test/factories.ts';
import { csvOf } from '../../../../test/fixtures/inventory-fixtures.ts';
import { DEMO } from '../../../../test/index.ts';
import { emptyPostgresDatabase } from '../../../../test/postgres-databases.ts';
import { loadConfig } from '../../../config.ts';
import { type Database, openDatabase } from '../../../db/client.ts';
import { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { registerImportJob } from './import-job.ts';
import { importRows } from './import-rows.ts';
import { IMPORT_JOB, importPace } from './import-staging.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'plano-kill-import-'));
const ROWS = 6_000;
const onPostgres = process.env.PLANO_TEST_ENGINE === 'postgres';

/**
 * kill -9 in the middle of a large import, in a child process, on an on-disk PGlite folder or (with
 * PLANO_TEST_ENGINE=postgres) a database of its own; then a restart and the import's job (decision 0027).
 */
describe(`an import killed mid-way (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  /** Where the child's database is: a PGlite folder or a PostgreSQL URL. */
  let where = dir;
  let drop = async () => {};
  let vendorId = '';
  let userId = '';

  beforeAll(async () => {
    if (onPostgres) {
      const serverUrl = process.env.TEST_DATABASE_URL;
      if (!serverUrl) throw new Error('PLANO_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
      const empty = await emptyPostgresDatabase(serverUrl);
      where = empty.url;
      drop = empty.drop;
    }
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, GEODATA_DIR: process.env.GEODATA_DIR });
    const database = await open();
    await seedDemo(database, { sites: 20, geodataDir: config.GEODATA_DIR });
    const [owner] = await database.query<{ id: string; vendor_id: string }>(
      'select id, vendor_id from users where email = $1',
      [DEMO.owner],
    );
    vendorId = owner.vendor_id;
    userId = owner.id;
    await database.close();
  }, 120_000);
  afterAll(async () => {
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = () => openDatabase(where.startsWith('postgres') ? { url: where } : { dataDir: where });
  const count = async (database: Database, sql: string, params: unknown[] = []) =>
    (await database.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params))[0].n;

  /** Runs an import of `prefix`-coded rows in a child and kills it -9 at its first `phase` line. */
  async function killDuring(phase: 'staged' | 'merged', prefix: string): Promise<string> {
    const file = path.join(dir, `${prefix}.csv`);
    writeFileSync(file, csvOf(Array.from({ length: ROWS }, (_, i) => buildSite(`${prefix}-${i}`))));
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'kill-import-child.ts'), where, file, vendorId, userId],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    const killed = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk) => {
        output += String(chunk);
        if (new RegExp(`^${phase} \\d+`, 'm').test(output) && !child.killed) {
          child.kill('SIGKILL');
          resolve(true);
        }
      });
      child.on('exit', () => resolve(false));
    });
    expect(killed, output).toBe(true);
    expect(output).not.toContain('done');
    if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
    return file;
  }

  /** The job queue of the next start, which takes over the killed import's job at once (no stale wait). */
  async function runTheJob(database: Database) {
    const jobs = new JobQueue(database, { staleAfterMs: 0 });
    registerImportJob({ database, jobs, realtime: null });
    await jobs.runDue();
    const [job] = await database.query<{ status: string; result: Record<string, unknown> }>(
      `select status, result from jobs where kind = $1 order by created_at desc limit 1`,
      [IMPORT_JOB],
    );
    return job;
  }

  it('killed while staging: nothing of it is visible; its job removes the staged rows', async () => {
    const file = await killDuring('staged', 'KILLS');
    const database = await open();
    try {
      expect(await count(database, `sites where site_code like 'KILLS-%'`)).toBe(0);
      expect(await count(database, 'inventory_import_rows')).toBeGreaterThan(0);
      const job = await runTheJob(database);
      expect(job).toMatchObject({ status: 'done', result: { discarded: true } });
      expect(await count(database, 'inventory_import_rows')).toBe(0);
      expect(await count(database, 'inventory_imports')).toBe(0);
      expect(await count(database, `sites where site_code like 'KILLS-%'`)).toBe(0);

      // The same file again stores every row.
      const { rows } = await readSpreadsheet(file);
      const result = await importRows(database, { id: vendorId, name: 'owner' }, rows);
      expect(result.added).toHaveLength(ROWS);
      expect(await count(database, `sites where site_code like 'KILLS-%'`)).toBe(ROWS);
      expect(await count(database, 'inventory_import_rows')).toBe(0);
    } finally {
      await database.close();
    }
  }, 240_000);

  it('killed while merging: whole sites only; its job merges the rest and rings the bell', async () => {
    await killDuring('merged', 'KILLM');
    const database = await open();
    try {
      const chunk = importPace(database).chunkRows;
      const visible = await count(database, `sites where site_code like 'KILLM-%'`);
      expect(visible).toBeGreaterThanOrEqual(chunk);
      expect(visible).toBeLessThan(ROWS);
      // Never half a site: whole chunks, every visible site with all its values.
      expect(visible % chunk).toBe(0);
      const complete = `sites where site_code like 'KILLM-%' and vendor_id = $1 and price = $2
         and city is not null and demographics is not null and details is not null`;
      const price = Number(buildSite('x').sell_price_1);
      expect(await count(database, complete, [vendorId, price])).toBe(visible);

      const job = await runTheJob(database);
      expect(job).toMatchObject({ status: 'done', result: { resumed: true, added: ROWS, updated: 0 } });
      expect(await count(database, complete, [vendorId, price])).toBe(ROWS);
      expect(await count(database, 'inventory_import_rows')).toBe(0);
      expect(await count(database, 'inventory_imports')).toBe(0);
      const [alert] = await database.query<{ params: Record<string, string> }>(
        `select params from alerts where user_id = $1 and kind = 'inventory_import' order by created_at desc limit 1`,
        [userId],
      );
      expect(alert.params).toEqual({ added: String(ROWS), updated: '0', failed: '0' });
    } finally {
      await database.close();
    }
  }, 240_000);
});
