import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannedCampaign } from '../../../test/fixtures/export-fixtures.ts';
import { outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let planner: string;
let viewer: string;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 200 });
  planner = await ctx.tokenOf(DEMO.planner);
  viewer = await ctx.tokenOf(DEMO.viewer);
});
afterAll(() => ctx.close());

const excel = (body: unknown, token = planner) => ctx.call('/getPlanoCampaignExcel', body, token);

async function open(raw: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as never);
  return workbook;
}

describe('POST /api/getPlanoCampaignExcel', () => {
  it('401 without a token, 403 without export data policy, 400 on bad input, 404 for another agency', async () => {
    const { camp } = await plannedCampaign(ctx, planner, { size: 2 });
    expect((await excel({ campaign_id: camp._id }, '')).statusCode).toBe(401);
    expect((await excel({ campaign_id: camp._id }, viewer)).statusCode).toBe(403);
    for (const body of [{}, { campaign_id: 'x' }, { campaign_id: camp._id, lng: 'fr' }]) {
      const res = await excel(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const outsider = await outsiderToken(ctx, 'excel-outsider@other.test');
    // The outsider's own agency owner holds every agency policy: a foreign campaign is simply not found.
    expect((await excel({ campaign_id: camp._id }, outsider)).statusCode).toBe(404);
  });

  it('answers the plan as an xlsx: header, one row per site, totals, formats, frozen header, autofilter', async () => {
    const { camp, siteIds } = await plannedCampaign(ctx, planner, { size: 5, booked: 2 });
    const res = await excel({ campaign_id: camp._id });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${camp._id}_${today}_excel.xlsx"; filename*=UTF-8''${camp._id}_${today}_excel.xlsx`,
    );

    const workbook = await open(res.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['plan']);
    const sheet = workbook.getWorksheet('plan');
    if (!sheet) throw new Error('no plan sheet');
    expect(String(sheet.getCell('A1').value)).toContain('Invierno en Santiago');
    expect(sheet.getCell('B2').value).toBe('Invierno en Santiago');
    expect(sheet.getCell('D2').value).toBe('Café Andino');
    // The campaign's target audience (issue 25): the default one here.
    expect(sheet.getCell('E2').value).toBe('Target audience');
    expect(sheet.getCell('F2').value).toBe('Men and women · 20–40 years · all classes');
    expect(sheet.getCell('B4').value).toBe(1e12);
    expect(sheet.getCell('B4').numFmt).toContain('#,##0');
    const header = (sheet.getRow(6).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Site Code',
      'Supplier Code',
      'Media Owner',
      'Location',
      'City',
      'State',
      'Format',
      'Media Type',
      'Lighting',
      'Width (m)',
      'Height (m)',
      'Latitude',
      'Longitude',
      'Booking Start',
      'Booking End',
      'Price (CLP)',
      'Status',
      'Availability',
      'Target impressions a week',
    ]);
    const sites = await ctx.database.query<{ id: number; site_code: string; price: number }>(
      'select id::float8 as id, site_code, price::float8 as price from sites where id = any($1::bigint[]) order by id',
      [siteIds],
    );
    const rows = [7, 8, 9, 10, 11].map((n) => sheet.getRow(n));
    expect(rows.map((r) => r.getCell(1).value)).toEqual(sites.map((s) => s.site_code));
    expect(rows.map((r) => r.getCell(16).value)).toEqual(sites.map((s) => s.price));
    expect(rows.map((r) => r.getCell(17).value)).toEqual([
      'Booked',
      'Booked',
      'Planned',
      'Planned',
      'Planned',
    ]);
    expect(rows.map((r) => r.getCell(18).value)).toEqual([
      'Booked',
      'Booked',
      'Available',
      'Available',
      'Available',
    ]);
    expect(rows[0].getCell(14).value).toEqual(new Date(`${camp.start_date}T00:00:00Z`));
    expect(rows[0].getCell(14).numFmt).toBe('yyyy-mm-dd');
    expect(rows[0].getCell(16).numFmt).toContain('#,##0');
    const totals = sheet.getRow(12);
    expect(totals.getCell(1).value).toBe('Total');
    const total = totals.getCell(16).value as { formula: string; result: number };
    expect(total.formula).toBe('SUM(P7:P11)');
    expect(total.result).toBe(sites.reduce((sum, s) => sum + s.price, 0));
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 6 });
    const xml = await (await JSZip.loadAsync(res.rawPayload))
      .file('xl/worksheets/sheet1.xml')
      ?.async('string');
    expect(xml).toContain('<autoFilter ref="A6:S11"');
    // Each site's target impressions a week, and the plan's figures below the table (issue 25).
    expect(sheet.getCell('S6').value).toBe('Target impressions a week');
    for (const row of rows) expect(row.getCell(19).value).toEqual(expect.any(Number));
    expect(sheet.getCell('A14').value).toBe('Audience figures (target audience)');
    const figures = [15, 16, 17, 18, 19].map((n) => sheet.getRow(n));
    expect(figures.map((r) => r.getCell(1).value)).toEqual([
      'Impressions',
      'Reach (people)',
      'Reach (% of the target)',
      'Average frequency',
      'GRP',
    ]);
    for (const r of figures) {
      const [median, low, high] = [2, 3, 4].map((c) => r.getCell(c).value as number);
      expect(low).toBeLessThanOrEqual(median);
      expect(median).toBeLessThanOrEqual(high);
    }
    expect(sheet.getCell('B20').value as number).toBeGreaterThan(0);
  });

  it('writes text that looks like a formula as text, never as a formula; Spanish headers on request', async () => {
    const { camp, siteIds } = await plannedCampaign(ctx, planner, { size: 4 });
    const hostile = ['=HYPERLINK("http://evil.test","x")', '+56 9 1234', '-2+3', '@SUM(A1)'];
    for (const [i, value] of hostile.entries()) {
      await ctx.database.query('update sites set location = $2 where id = $1', [siteIds[i], value]);
    }
    const audience = { sex: 'female', age_from: 25, age_to: 44, classes: ['ab', 'c1a', 'c1b'] };
    const set = await ctx.call(
      '/set_target_audience',
      { campId: camp._id, target_audience: audience },
      planner,
    );
    expect(set.statusCode).toBe(200);
    const res = await excel({ campaign_id: camp._id, lng: 'es' });
    expect(res.statusCode).toBe(200);
    const sheet = (await open(res.rawPayload)).getWorksheet('plan');
    if (!sheet) throw new Error('no plan sheet');
    expect(sheet.getCell('D6').value).toBe('Ubicación');
    expect(sheet.getCell('E2').value).toBe('Público objetivo');
    expect(sheet.getCell('F2').value).toBe('Mujeres · 25–44 años · ABC1');
    const cells = [7, 8, 9, 10].map((n) => sheet.getRow(n).getCell(4));
    expect(cells.map((c) => c.value)).toEqual(hostile);
    expect(cells.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    // The only formula in the file is our own total.
    const xml = await (await JSZip.loadAsync(res.rawPayload))
      .file('xl/worksheets/sheet1.xml')
      ?.async('string');
    expect(xml?.match(/<f>/g)).toHaveLength(1);
    expect(sheet.getRow(11).getCell(1).value).toBe('Total');
  });

  it('an empty plan still answers a workbook with its header and a zero total', async () => {
    const res = await ctx.call(
      '/create_campaign',
      {
        brand: 'Vacía',
        campaign_name: 'Sin sitios',
        start_date: new Date(Date.now() + 3 * 864e5).toISOString().slice(0, 10),
        end_date: new Date(Date.now() + 9 * 864e5).toISOString().slice(0, 10),
        budget: 1000,
        states: ['Región Metropolitana de Santiago'],
        cities: ['All'],
        media_type: 'all',
      },
      planner,
    );
    const file = await excel({ campaign_id: res.json().camp._id });
    expect(file.statusCode).toBe(200);
    const sheet = (await open(file.rawPayload)).getWorksheet('plan');
    expect(sheet?.getRow(7).getCell(1).value).toBe('Total');
  });
});
