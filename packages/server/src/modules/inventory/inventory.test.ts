import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import CFB from 'cfb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../test/factories.ts';
import { csvOf, ownerVendorId, uploadFile, xlsxOf } from '../../../test/fixtures/inventory-fixtures.ts';
import { createCampaign } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let owner: string;
let admin: string;
let planner: string;
let vendorId: string;
let otherVendorId: string;
let otherSiteId: number;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 200 });
  owner = await ctx.tokenOf(DEMO.owner);
  admin = await ctx.tokenOf(DEMO.admin);
  planner = await ctx.tokenOf(DEMO.planner);
  vendorId = await ownerVendorId(ctx, DEMO.owner);
  const [other] = await ctx.database.query<{ vendor_id: string; id: number }>(
    'select vendor_id, id::float8 as id from sites where vendor_id <> $1 order by id limit 1',
    [vendorId],
  );
  otherVendorId = other.vendor_id;
  otherSiteId = other.id;
});
afterAll(() => ctx.close());

const siteByCode = async (code: string) =>
  (
    await ctx.database.query<Record<string, unknown>>(
      `select id::float8 as id, vendor_id, city, planning_enabled, measures, networks, position::text as position,
              demographics, site_map, location, width, price::float8 as price, additional_data from sites where site_code = $1`,
      [code],
    )
  )[0];

describe('who sees what', () => {
  it('answers 401 without a token and 403 without the policies', async () => {
    expect((await ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0 })).statusCode).toBe(401);
    expect((await ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0 }, planner)).statusCode).toBe(
      403,
    );
    expect((await ctx.call('/add_plano_inventory', { data: [buildSite('X-1')] }, planner)).statusCode).toBe(
      403,
    );
  });

  it('pages the owner’s own sites with their count', async () => {
    const res = await ctx.call('/fetch_media_owner_inventory', { limit: 10, page: 0 }, owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [count] = await ctx.database.query<{ n: number }>(
      'select count(*)::int as n from sites where vendor_id = $1',
      [vendorId],
    );
    expect(body.total_count).toBe(count.n);
    expect(body.data).toHaveLength(Math.min(10, count.n));
    expect(body.vendor.id).toBe(vendorId);
    expect(body.data[0].values.site_code).toBeTypeOf('string');
    const last = await ctx.call('/fetch_media_owner_inventory', { limit: 50, page: 1_000 }, owner);
    expect(last.json().data).toEqual([]);
  });

  it('refuses bad paging', async () => {
    const res = await ctx.call('/fetch_media_owner_inventory', { limit: 15, page: 0 }, owner);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('limit must be');
  });

  it('answers 404 for another owner, and lets the platform team name any owner', async () => {
    const res = await ctx.call(
      '/fetch_media_owner_inventory',
      { limit: 10, vendor_id: otherVendorId },
      owner,
    );
    expect(res.statusCode).toBe(404);
    expect((await ctx.call('/fetch_media_owner_inventory', { limit: 10 }, admin)).statusCode).toBe(403);
    const platform = await ctx.call(
      '/fetch_media_owner_inventory',
      { limit: 10, vendor_id: otherVendorId },
      admin,
    );
    expect(platform.statusCode).toBe(200);
    expect(platform.json().vendor.id).toBe(otherVendorId);
  });
});

describe('import of rows', () => {
  it('adds good rows complete for planning, reports bad cells, then updates by site_code', async () => {
    const res = await ctx.call(
      '/add_plano_inventory',
      {
        data: [
          buildSite('IMP-1'),
          buildSite('IMP-2', { city: 'Atlantis', latitude: 'north' }),
          buildSite('IMP-3', { latitude: 10, lighting: 'Neon' }),
          buildSite('IMP-1'),
          buildSite('', { width: null }),
        ],
      },
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.added).toEqual(['IMP-1']);
    expect(body.total).toBe(5);
    const errors = Object.fromEntries(
      body.error.map((e: { row: number; errors: object }) => [e.row, e.errors]),
    );
    expect(errors[2]).toEqual({
      city: 'City has an invalid option',
      latitude: 'Latitude should be a number',
    });
    expect(errors[3]).toEqual({
      latitude: 'Latitude is outside Chile',
      lighting: 'Lighting has an invalid option',
    });
    expect(errors[4]).toEqual({ site_code: 'Site Code is repeated in this file' });
    expect(errors[5]).toEqual({ site_code: 'Site Code is Required', width: 'Width is Required' });

    const site = await siteByCode('IMP-1');
    expect(site.vendor_id).toBe(vendorId);
    expect(site.planning_enabled).toBe(true);
    expect(site.position).toBe('(-70.6553,-33.4446)');
    expect((site.measures as number[]).length).toBe(4);
    expect((site.networks as string[]).length).toBeGreaterThan(0);
    const [vendor] = await ctx.database.query<{ inv_uploaded: boolean; fresh: boolean }>(
      `select inv_uploaded, inv_last_updated > now() - interval '1 minute' as fresh from vendors where id = $1`,
      [vendorId],
    );
    expect(vendor).toEqual({ inv_uploaded: true, fresh: true });
    const [alert] = await ctx.database.query<{ kind: string; params: Record<string, string> }>(
      `select kind, params from alerts a join users u on u.id = a.user_id where u.email = $1 order by a.created_at desc limit 1`,
      [DEMO.owner],
    );
    expect(alert).toEqual({ kind: 'inventory_import', params: { added: '1', updated: '0', failed: '4' } });

    const again = await ctx.call(
      '/submitInventoryData',
      { data: [buildSite('IMP-1', { city: 'Providencia' })] },
      owner,
    );
    expect(again.json()).toMatchObject({ added: [], updated: ['IMP-1'], error: [] });
    expect((await siteByCode('IMP-1')).city).toBe('Providencia');
  });

  it('never takes over another owner’s site_code', async () => {
    const [other] = await ctx.database.query<{ site_code: string }>(
      'select site_code from sites where id = $1',
      [otherSiteId],
    );
    const res = await ctx.call('/add_plano_inventory', { data: [buildSite(other.site_code)] }, owner);
    expect(res.json().error[0].errors).toEqual({ site_code: 'Site Code belongs to another media owner' });
    // The row comes back for the grid with the values it would have been stored with.
    expect(res.json().error[0]).toMatchObject({
      row: 1,
      data: { site_code: other.site_code, city: 'Santiago' },
    });
    expect((await siteByCode(other.site_code)).vendor_id).toBe(otherVendorId);
  });

  it('refuses a body that is not rows', async () => {
    expect((await ctx.call('/add_plano_inventory', { data: [] }, owner)).statusCode).toBe(400);
    expect((await ctx.call('/add_plano_inventory', { data: 'x' }, owner)).statusCode).toBe(400);
    expect(
      (await ctx.call('/add_plano_inventory', { data: [buildSite('Z')], vendor_id: otherVendorId }, owner))
        .statusCode,
    ).toBe(404);
  });
});

describe('import of files', () => {
  it('reads CSV (any header spelling) and xlsx, reporting unknown columns', async () => {
    const headers = [
      'Site Code',
      'SUPPLIER_CODE',
      'vendor inv code',
      'Location',
      'City',
      'State',
      'Latitude',
      'Longitude',
      'Media Type',
      'Format',
      'Static Digital',
      'Lighting',
      'Width',
      'Height',
      'Area',
      'Final Score',
      'Traffic Density',
      'SEC 600mt',
      'Sec Classification',
      'Sell Price 1',
      'Colour',
    ];
    const keyOf = (h: string) => h.toLowerCase().replace(/ /g, '_');
    const row = buildSite('CSV-1', { state: 'region metropolitana de santiago', city: 'ÑUÑOA' });
    const data = [Object.fromEntries(headers.map((h) => [h, row[keyOf(h)] ?? 'blue']))];
    const csv = await uploadFile(ctx, owner, csvOf(data, headers));
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json()).toMatchObject({ added: ['CSV-1'], unknown_columns: ['Colour'], error: [] });
    expect((await siteByCode('CSV-1')).city).toBe('Ñuñoa');

    const xlsx = await uploadFile(
      ctx,
      owner,
      await xlsxOf([buildSite('XLSX-1'), buildSite('XLSX-2', { width: 'wide' })]),
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json().added).toEqual(['XLSX-1']);
    expect(xlsx.json().error[0]).toMatchObject({ row: 3, errors: { width: 'Width should be a number' } });
  });

  it('reads an old Excel 97–2003 workbook (.xls)', async () => {
    const res = await uploadFile(
      ctx,
      owner,
      readFileSync(path.join(import.meta.dirname, 'import', 'fixtures', 'template-rows.xls')),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ added: ['XLS-1', 'XLS-2'], unknown_columns: [] });
    // The file's bad row is reported like any other: its row number and the cell's message.
    expect(res.json().error).toMatchObject([
      { row: 4, errors: { quality_visibility: 'Quality Visibility is out of range' } },
    ]);
    expect(await siteByCode('XLS-1')).toMatchObject({
      location: "Av. Libertador Bernardo O'Higgins 1234, Ñuñoa",
      width: 2.75,
    });
    // Whole pesos, in the column planning reads and in the file's own (an export gives back the same).
    expect(await siteByCode('XLS-2')).toMatchObject({
      location: 'Costanera Norte – km 3',
      price: 1234568,
      additional_data: expect.objectContaining({ sell_price_1: 1234568 }),
    });
  });

  it('refuses what is not a spreadsheet, has no header, is a zip bomb or too large — storing nothing', async () => {
    const before = await ctx.database.query('select count(*)::int as n from sites');
    const cases: [Buffer, number, string][] = [
      [Buffer.from([0x00, 0x01, 0x02, 0xff, 0x00]), 400, 'not a spreadsheet'],
      [Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(100)]), 400, 'read as .xls'],
      [compoundFileWithout(), 400, 'read as .xls'],
      [Buffer.from('CL-1;Santiago\nCL-2;Santiago\n'), 400, 'header row'],
      [zipBomb(), 400, 'zip bomb'],
      [Buffer.alloc(0), 400, 'empty'],
    ];
    for (const [body, status, text] of cases) {
      const res = await uploadFile(ctx, owner, body);
      expect(res.statusCode, text).toBe(status);
      expect(res.json().error.message).toContain(text);
    }
    const big = await uploadFile(ctx, owner, Buffer.alloc(50 * 1024 * 1024 + 10, 'a'));
    expect(big.statusCode).toBe(413);
    expect(await ctx.database.query('select count(*)::int as n from sites')).toEqual(before);
  });

  it('needs the file as the body', async () => {
    const res = await ctx.call('/add_plano_inventory_file', {}, owner);
    expect(res.statusCode).toBe(400);
  });
});

describe('the grid', () => {
  it('saves an edited cell with the same validation, only on the owner’s sites', async () => {
    const site = await siteByCode('IMP-1');
    const bad = await ctx.call('/update_plano_inventory', { id: site.id, data: { lighting: 'Neon' } }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ lighting: 'Lighting has an invalid option' });
    const ok = await ctx.call(
      '/update_plano_inventory',
      { id: site.id, data: { city: 'Las Condes' } },
      owner,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().site.values.city).toBe('Las Condes');
    const foreign = await ctx.call(
      '/update_plano_inventory',
      { id: otherSiteId, data: { city: 'Santiago' } },
      owner,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('enables and disables for planning; another owner’s ids change nothing', async () => {
    const site = await siteByCode('IMP-1');
    const mixed = await ctx.call(
      '/disable_plano_inventory',
      { invIds: [site.id, otherSiteId], planning_status: false },
      owner,
    );
    expect(mixed.statusCode).toBe(404);
    expect((await siteByCode('IMP-1')).planning_enabled).toBe(true);
    const off = await ctx.call(
      '/disable_plano_inventory',
      { invIds: [site.id], planning_status: false },
      owner,
    );
    expect(off.statusCode).toBe(200);
    expect((await siteByCode('IMP-1')).planning_enabled).toBe(false);
    await ctx.call('/disable_plano_inventory', { invIds: [site.id], planning_status: true }, owner);
  });

  it('refuses to delete a booked site, naming the campaign; deletes the others', async () => {
    const camp = await createCampaign(ctx, planner, { campaign_name: 'Verano Booked' });
    const [booked] = await ctx.database.query<{ id: number }>(
      `select id::float8 as id from sites where vendor_id = $1 and state = 'Región Metropolitana de Santiago' and planning_enabled limit 1`,
      [vendorId],
    );
    await ctx.call('/v2/book_inventory', { campId: camp._id, inv_ids: [booked.id] }, planner);
    await ctx.database.query(`update plan_rows set status = 'booked' where site_id = $1`, [booked.id]);
    const refused = await ctx.call('/delete_plano_inventory', { inventory: [booked.id] }, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('Verano Booked');
    expect((await ctx.call('/delete_plano_inventory', { inventory: [otherSiteId] }, owner)).statusCode).toBe(
      404,
    );
    const site = await siteByCode('XLSX-1');
    const ok = await ctx.call('/delete_plano_inventory', { inventory: [site.id] }, owner);
    expect(ok.json()).toEqual({ deleted: 1 });
    expect(await siteByCode('XLSX-1')).toBeUndefined();
  });
});

describe('template and export', () => {
  it('gives the CSV and xlsx templates', async () => {
    const csv = await ctx.call('/download_inventory_template', { format: 'csv' }, owner);
    expect(csv.headers['content-disposition']).toContain('Add%20Inventory%20Template.csv');
    expect(csv.body.split('\n')[0]).toContain('s_no,site_code,supplier_code');
    const xlsx = await ctx.call('/download_inventory_template', { format: 'xlsx' }, owner);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Read back: its one row is the example, which is skipped and said (issue 24, item 13).
    const res = await uploadFile(ctx, owner, xlsx.rawPayload);
    expect(res.json()).toMatchObject({ added: [], updated: [], error: [], total: 0, example_skipped: true });
  });

  it('round-trips: export then import changes nothing', async () => {
    const columns = `site_code, supplier_code, vendor_inv_code, location, locality, city, state, zone, lat, lng,
      media_type, format, lighting, type, width, height, area_n, price, final_score, traffic_density, sec_600mt,
      sec_classification, male_600mt, female_600mt, networks, poi, planning_enabled, demographics,
      additional_data, details, measures, site_map`;
    const snapshot = () =>
      ctx.database.query(`select ${columns} from sites where vendor_id = $1 order by site_code`, [vendorId]);
    const roundTrip = async () => {
      const file = await ctx.call('/download_media_owner_inventory', {}, owner);
      expect(file.statusCode).toBe(200);
      const res = await uploadFile(ctx, owner, file.rawPayload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ added: [], error: [] });
      return res.json().updated as string[];
    };
    const before = await snapshot();
    expect(await roundTrip()).toHaveLength(before.length);
    // The demo seed's sites gain the template's empty extras (s_no, cost_unit…) in details; the rest stays.
    const withoutDetails = (rows: Record<string, unknown>[]) => rows.map(({ details: _, ...rest }) => rest);
    const once = await snapshot();
    expect(withoutDetails(once)).toEqual(withoutDetails(before));
    await roundTrip();
    expect(await snapshot()).toEqual(once);
  });
});

/** A zip whose one entry claims 20 MB unpacked from a few KB: the shape of a zip bomb. */
/** A Compound File that holds a Word document's stream, not a workbook. */
function compoundFileWithout(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', Buffer.from('not a workbook'));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

function zipBomb(): Buffer {
  const raw = Buffer.alloc(20 * 1024 * 1024);
  const packed = deflateRawSync(raw);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc32(raw), 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc32(raw), 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + packed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, packed, central, name, end]);
}
