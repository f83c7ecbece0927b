import { PassThrough, type Readable } from 'node:stream';
import { CSV_FORMULA_GUARD, csvSafeCell, TEMPLATE_EXAMPLE_SITE_CODE, TEMPLATE_KEYS } from '@plano/core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Database } from '../../../db/client.ts';
import { ownerSites } from '../grid/owner-sites.ts';
import type { Owner } from '../owner-scope.ts';
import { cellText, toTemplateRow } from './template-mapping.ts';

/** The example row of the template: one plausible Santiago billboard. */
export const TEMPLATE_EXAMPLE: Record<string, string | number> = {
  s_no: 1,
  site_code: TEMPLATE_EXAMPLE_SITE_CODE,
  supplier_code: 'EX-00001',
  vendor_inv_code: '13101-BIL-1',
  location: 'Av. Libertador Bernardo O’Higgins 1449',
  locality: 'Centro',
  city: 'Santiago',
  state: 'Región Metropolitana de Santiago',
  zone: 'Centro',
  latitude: -33.4446,
  longitude: -70.6553,
  media_type: 'Billboard',
  format: '12x4',
  static_digital: 'Static',
  lighting: 'Front Lit',
  width: 12,
  height: 4,
  area: 48,
  final_score: 0.72,
  traffic_density: 'high',
  sec_600mt: 'c2',
  sec_classification: 'c1b',
  tax_id: '76.123.456-7',
  unit_of_measurement: 'm2',
  region_province: 'Santiago',
  sell_price_1: 2_400_000,
  cost_1: 1_560_000,
};

export const TEMPLATE_FILE = { csv: 'Add Inventory Template.csv', xlsx: 'Download Template.xlsx' } as const;

/**
 * Template rows as CSV, with a BOM so Excel reads the accents. Every cell goes through csvSafeCell
 * (issue 23: no CSV of ours holds a formula) and a cell that starts with the guard is quoted; plain
 * numbers such as the example's latitude stay numbers. The import takes the guard off again
 * (spreadsheet-reader), so a file written here reads back as the values given.
 */
export function inventoryCsv(rows: readonly Record<string, string | number | null>[]): string {
  const csv = Papa.unparse(
    {
      fields: TEMPLATE_KEYS.map(csvSafeCell),
      data: rows.map((row) => TEMPLATE_KEYS.map((k) => csvSafeCell(row[k]))),
    },
    { quotes: (cell: unknown) => typeof cell === 'string' && cell.startsWith(CSV_FORMULA_GUARD) },
  );
  return `\ufeff${csv}\r\n`;
}

/** The CSV template: the header and the example row. */
export const templateCsv = (): string => inventoryCsv([TEMPLATE_EXAMPLE]);

function sheetWriter(sheetName: string) {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow([...TEMPLATE_KEYS]).commit();
  return { stream, workbook, sheet };
}

export function templateXlsx(): Readable {
  const { stream, workbook, sheet } = sheetWriter('Inventory');
  sheet.addRow(TEMPLATE_KEYS.map((k) => TEMPLATE_EXAMPLE[k] ?? '')).commit();
  void workbook.commit();
  return stream;
}

/** Download Inventory: the owner's sites in the template's columns, streamed as they are read. */
export function inventoryXlsx(database: Database, owner: Owner, onError: (e: unknown) => void): Readable {
  const { stream, workbook, sheet } = sheetWriter('Inventory');
  (async () => {
    for await (const batch of ownerSites(database, owner)) {
      for (const site of batch) {
        const row = toTemplateRow(site);
        sheet.addRow(TEMPLATE_KEYS.map((k) => cellText(row[k]))).commit();
      }
    }
    await workbook.commit();
  })().catch((error) => {
    onError(error);
    stream.destroy(error as Error);
  });
  return stream;
}
