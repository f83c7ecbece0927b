import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/demo.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { DEMO } from '../../testing/index.ts';
import { importRows } from './import-rows.ts';
import { csvOf, goodRow } from './inventory-fixtures.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const dir = mkdtempSync(path.join(os.tmpdir(), 'plano-kill-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** kill -9 in the middle of a large import (a child process on an on-disk database), then a restart. */
describe('an import killed mid-way', () => {
  it('leaves no site of it; the same import then stores them all', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, GEODATA_DIR: process.env.GEODATA_DIR });
    let database = await openDatabase({ dataDir: dir });
    await seedDemo(database, { sites: 20, geodataDir: config.GEODATA_DIR });
    const [vendor] = await database.query<{ vendor_id: string }>(
      'select vendor_id from users where email = $1',
      [DEMO.owner],
    );
    await database.close();
    const file = path.join(dir, 'big.csv');
    writeFileSync(file, csvOf(Array.from({ length: 12_000 }, (_, i) => goodRow(`KILL-${i}`))));

    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'kill-import-child.ts'), dir, file, vendor.vendor_id],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    const killed = await new Promise<boolean>((resolve) => {
      child.stdout.on('data', (chunk) => {
        output += String(chunk);
        // At least one batch is stored inside the open transaction: now.
        if (/stored \d+/.test(output) && !child.killed) {
          child.kill('SIGKILL');
          resolve(true);
        }
      });
      child.on('exit', () => resolve(false));
    });
    expect(killed, output).toBe(true);
    expect(output).not.toContain('done');
    await new Promise((resolve) => child.once('exit', resolve));

    database = await openDatabase({ dataDir: dir });
    try {
      const count = async () =>
        (
          await database.query<{ n: number }>(
            `select count(*)::int as n from sites where site_code like 'KILL-%'`,
          )
        )[0].n;
      expect(await count()).toBe(0);
      const { rows } = await readSpreadsheet(file);
      const result = await importRows(database, { id: vendor.vendor_id, name: 'owner' }, rows);
      expect(result.added).toHaveLength(12_000);
      expect(await count()).toBe(12_000);
    } finally {
      await database.close();
    }
  }, 240_000);
});
