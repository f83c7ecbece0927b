import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../../seed/demo.ts';
import { openTestDatabase } from '../../../../test/database.ts';
import { buildSite } from '../../../../test/factories.ts';
import { DEMO } from '../../../../test/index.ts';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { importRows, type SourceRow, sourceRowOf } from './import-rows.ts';
import { IMPORT_JOB, importPace } from './import-staging.ts';

/** The import's visibility rules without a kill (decision 0027); the kill -9 ones are kill-import.test.ts. */
describe('an import in short transactions', () => {
  let database: Database;
  let owner = { id: '', name: 'owner' };
  let other = { id: '', name: 'other' };
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', GEODATA_DIR: process.env.GEODATA_DIR });
    await seedDemo(database, { sites: 20, geodataDir: config.GEODATA_DIR });
    const [row] = await database.query<{ vendor_id: string }>(
      'select vendor_id from users where email = $1',
      [DEMO.owner],
    );
    owner = { id: row.vendor_id, name: 'owner' };
    const [vendor] = await database.query<{ id: string }>('select id from vendors where id <> $1 limit 1', [
      owner.id,
    ]);
    other = { id: vendor.id, name: 'other' };
  }, 120_000);
  afterAll(() => database.close());

  const count = async (sql: string) =>
    (await database.query<{ n: number }>(`select count(*)::int as n from ${sql}`))[0].n;

  it('a source that fails after several staged batches leaves nothing: no site, no staged row, no job', async () => {
    const batches = 3 * importPace(database).stageRows;
    async function* failing(): AsyncGenerator<SourceRow> {
      for (let i = 0; i < batches + 10; i++) yield sourceRowOf(i + 1, buildSite(`FAIL-${i}`));
      throw new Error('the file broke off');
    }
    await expect(importRows(database, owner, failing())).rejects.toThrow('the file broke off');
    expect(await count(`sites where site_code like 'FAIL-%'`)).toBe(0);
    expect(await count('inventory_import_rows')).toBe(0);
    expect(await count('inventory_imports')).toBe(0);
    expect(await count(`jobs where kind = '${IMPORT_JOB}'`)).toBe(0);
  });

  it('reports new, updated, refused and failed rows as before, in several chunks, and cleans up', async () => {
    const { chunkRows } = importPace(database);
    const rows = Array.from({ length: 2 * chunkRows + 7 }, (_, i) => buildSite(`MIX-${i}`));
    // Another owner's code, half-way through the second chunk.
    await importRows(database, other, [sourceRowOf(1, buildSite('MIX-THEIRS'))]);
    await importRows(database, owner, [sourceRowOf(1, buildSite('MIX-0'))]);
    rows[chunkRows + 3] = buildSite('MIX-THEIRS', { location: 'Mine now?' });
    rows[5] = buildSite('MIX-BAD', { latitude: 'north' });
    const result = await importRows(
      database,
      owner,
      rows.map((raw, i) => sourceRowOf(i + 2, raw)),
    );
    expect(result.total).toBe(rows.length);
    expect(result.updated).toEqual(['MIX-0']);
    expect(result.added).toHaveLength(rows.length - 3);
    expect(result.added[0]).toBe('MIX-1');
    expect(result.error.map((e) => e.row)).toEqual([7, chunkRows + 5]);
    expect(result.error[1]).toMatchObject({ data: { site_code: 'MIX-THEIRS', location: 'Mine now?' } });
    expect(Object.keys(result.error[1].errors)).toEqual(['site_code']);
    const [theirs] = await database.query<{ vendor_id: string; location: string }>(
      `select vendor_id, location from sites where site_code = 'MIX-THEIRS'`,
    );
    expect(theirs.vendor_id).toBe(other.id);
    // The audience model's inputs come with every staged row, as the database would compute them.
    expect(
      await count(`sites where site_code like 'MIX-%'
                     and audience_inputs is distinct from plano_audience_inputs(details, demographics)`),
    ).toBe(0);
    expect(await count('inventory_import_rows')).toBe(0);
    expect(await count('inventory_imports')).toBe(0);
    const [job] = await database.query<{ status: string; result: Record<string, number> }>(
      `select status, result from jobs where kind = $1 order by created_at desc limit 1`,
      [IMPORT_JOB],
    );
    expect(job).toMatchObject({
      status: 'done',
      result: { total: rows.length, added: rows.length - 3, updated: 1 },
    });
  });
});
