import type { Writable } from 'node:stream';
import type { CampaignDto, DeckLanguage, PlanAudienceDto } from '@plano/core';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { audienceLine, fill, type Labels, labelsOf } from './labels.ts';
import { excelPlanPage, planSize } from './queries.ts';

/** The plan's audience figures and each site's target impressions a week (issue 25). */
export interface PlanAudienceForExport {
  figures: PlanAudienceDto;
  weekly: Map<number, number>;
}

/** Rows read per query: enough to keep the database busy, small enough that memory stays flat. */
const PAGE = 2000;
const HEADER_ROW = 6;

const COLUMNS: { key: keyof Labels['columns']; width: number; numFmt?: string }[] = [
  { key: 'site_code', width: 16 },
  { key: 'supplier_code', width: 16 },
  { key: 'media_owner', width: 24 },
  { key: 'location', width: 36 },
  { key: 'city', width: 18 },
  { key: 'state', width: 26 },
  { key: 'format', width: 16 },
  { key: 'media_type', width: 16 },
  { key: 'lighting', width: 12 },
  { key: 'width', width: 10, numFmt: '0.0' },
  { key: 'height', width: 10, numFmt: '0.0' },
  { key: 'lat', width: 12, numFmt: '0.000000' },
  { key: 'lng', width: 12, numFmt: '0.000000' },
  { key: 'booking_start', width: 14, numFmt: 'yyyy-mm-dd' },
  { key: 'booking_end', width: 14, numFmt: 'yyyy-mm-dd' },
  { key: 'price', width: 16, numFmt: '"$"#,##0' },
  { key: 'status', width: 12 },
  { key: 'availability', width: 14 },
  { key: 'weekly_target_impressions', width: 18, numFmt: '#,##0' },
];
const CURRENCY = '"$"#,##0';
const PRICE_COLUMN = COLUMNS.findIndex((c) => c.key === 'price') + 1;
const PRICE_LETTER = String.fromCharCode(64 + PRICE_COLUMN);

/** `{campaign id}_{YYYY-MM-DD}_excel.xlsx` (SPEC §7). */
export const excelFileName = (campaignId: string, today = new Date()) =>
  `${campaignId}_${today.toISOString().slice(0, 10)}_excel.xlsx`;

/** A calendar day as the spreadsheet's own date (midnight UTC: no time-zone shift in Excel). */
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * Text is always written as a text cell: a location of "=HYPERLINK(…)" or "+56…" stays those
 * characters and never becomes a formula (ExcelJS makes a formula only from {formula}); control
 * characters are dropped as Excel refuses them.
 */
const text = (value: string | null | undefined) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point.
  (value ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/**
 * Writes the plan of a campaign as an .xlsx into `output`, streaming: rows are read a page at a
 * time (keyset on the plan's (campaign_id, site_id) index) and each is committed to the zip as
 * soon as it is written, so a 10,000-site plan holds no more memory than a 100-site one.
 */
export async function writeExcelPlan(
  database: Database,
  camp: CampaignDto,
  lng: DeckLanguage,
  output: Writable,
  audience?: PlanAudienceForExport,
): Promise<{ rows: number }> {
  const labels = labelsOf(lng);
  const [{ n }] = await database.query(planSize(camp._id));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    // Fast deflate: the file is a few percent larger and written in much less CPU.
    zip: { zlib: { level: 1 } },
  });
  workbook.creator = 'Plano';
  const lastRow = HEADER_ROW + Math.max(n, 1);
  const sheet = workbook.addWorksheet('plan', {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 1 }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.autoFilter = { from: { row: HEADER_ROW, column: 1 }, to: { row: lastRow, column: COLUMNS.length } };
  // Formats live on the columns: each new cell takes its column's style (no style object a cell).
  sheet.columns = COLUMNS.map((c) => ({
    key: c.key,
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));

  // The campaign header above the table: what the client reads before the rows.
  const title = sheet.addRow([`${labels.planTitle} — ${text(camp.name)}`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet
    .addRow([
      labels.campaign,
      text(camp.name),
      labels.brand,
      text(camp.brand),
      labels.targetAudience,
      audienceLine(camp.target_audience, labels),
    ])
    .commit();
  sheet.addRow([labels.dates, day(camp.start_date), day(camp.end_date)]);
  sheet.getRow(3).getCell(2).numFmt = 'yyyy-mm-dd';
  sheet.getRow(3).getCell(3).numFmt = 'yyyy-mm-dd';
  sheet.getRow(3).commit();
  const budget = sheet.addRow([labels.budget, camp.budget, labels.exported, new Date()]);
  budget.getCell(2).numFmt = CURRENCY;
  budget.getCell(4).numFmt = 'yyyy-mm-dd hh:mm';
  budget.commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(COLUMNS.map((c) => labels.columns[c.key]));
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  header.alignment = { vertical: 'middle', wrapText: true };
  header.commit();

  let after = 0;
  let written = 0;
  let total = 0;
  for (;;) {
    const page = await database.query(excelPlanPage(camp._id, after, PAGE));
    for (const r of page) {
      const status = r.status ?? 'pending';
      const row = sheet.addRow([
        text(r.site_code),
        text(r.supplier_code),
        text(r.media_owner),
        text(r.location),
        text(r.city),
        text(r.state),
        text(r.format),
        text(r.media_type),
        text(r.lighting),
        r.width,
        r.height,
        r.lat,
        r.lng,
        day(r.booking_start),
        day(r.booking_end),
        r.price,
        labels.status[status] ?? labels.status.pending,
        status === 'booked' ? labels.booked : labels.available,
        audience?.weekly.get(r.site_id) ?? null,
      ]);
      row.commit();
      total += r.price;
      written += 1;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].site_id;
    // Let the socket drain between pages: a slow client slows the export, not the memory.
    await new Promise((resolve) => setImmediate(resolve));
  }

  const first = HEADER_ROW + 1;
  const totals = sheet.addRow([labels.total, `${written} ${labels.sites.toLowerCase()}`]);
  totals.getCell(PRICE_COLUMN).value =
    written > 0
      ? { formula: `SUM(${PRICE_LETTER}${first}:${PRICE_LETTER}${HEADER_ROW + written})`, result: total }
      : { formula: 'SUM(0)', result: 0 };
  totals.getCell(PRICE_COLUMN).numFmt = CURRENCY;
  totals.font = { bold: true };
  totals.border = { top: { style: 'thin' } };
  totals.commit();
  if (audience) writeFigures(sheet, audience.figures, labels);
  sheet.commit();
  await workbook.commit();
  return { rows: written };
}

/** Below the table: the plan's figures, each its median and 90 % interval (docs/audience-model.md). */
function writeFigures(sheet: ExcelJS.Worksheet, figures: PlanAudienceDto, labels: Labels) {
  const words = labels.figures;
  sheet.addRow([]).commit();
  const head = sheet.addRow([words.title, words.median, words.low, words.high]);
  head.font = { bold: true };
  head.commit();
  const lines: [string, { median: number; low: number; high: number }, string][] = [
    [words.impressions, figures.impressions, '#,##0'],
    [words.reach, figures.reach, '#,##0'],
    [words.reachPercent, figures.reach_percent, '0.0'],
    [words.frequency, figures.frequency, '0.0'],
    [words.grp, figures.grp, '#,##0'],
  ];
  for (const [label, figure, numFmt] of lines) {
    const row = sheet.addRow([label, figure.median, figure.low, figure.high]);
    for (const column of [2, 3, 4]) row.getCell(column).numFmt = numFmt;
    row.commit();
  }
  const population = sheet.addRow([words.targetPopulation, figures.target_population]);
  population.getCell(2).numFmt = '#,##0';
  population.commit();
  sheet.addRow([fill(words.note, { weeks: Math.round(figures.weeks * 10) / 10 })]).commit();
}
