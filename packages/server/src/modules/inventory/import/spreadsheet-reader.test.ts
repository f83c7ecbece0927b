import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_INDEX, TEMPLATE_KEYS } from '@plano/core';
import CFB from 'cfb';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../test/factories.ts';
import { csvOf } from '../../../../test/fixtures/inventory-fixtures.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

/** Workbooks written by LibreOffice (see fixtures/README.md). */
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

const dir = mkdtempSync(path.join(os.tmpdir(), 'plano-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CSV reader', () => {
  it('reads every row of a file far larger than its queue, pausing and resuming the parser', async () => {
    const file = path.join(dir, 'many.csv');
    writeFileSync(file, csvOf(Array.from({ length: 25_000 }, (_, i) => buildSite(`R-${i}`))));
    const { rows } = await readSpreadsheet(file);
    let count = 0;
    let last = '';
    for await (const row of rows) {
      count++;
      // A slow consumer, now and then, so the queue fills and the parser pauses.
      if (count % 3_000 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      last = String(row.values[TEMPLATE_INDEX.site_code]);
    }
    expect(count).toBe(25_000);
    expect(last).toBe('R-24999');
  }, 60_000);
});

describe('the xlsx reader', () => {
  it('reads a large workbook whose sheet is stored before its shared strings, whole, two reads side by side', async () => {
    // ExcelJS writes the sheet before the shared strings: the order its own streaming reader now and
    // then mishandled (about one read in 300 failed or lost the header). Reading the zip's directory
    // first makes the order irrelevant by construction, which one read of this order shows; two run
    // side by side, as two owners' imports would. (Eight reads, as before, caught a one-in-300 fault
    // 3 times in 100, for 20 s of every test run.)
    const rows = Array.from({ length: 48_000 }, (_, i) =>
      buildSite(`X-${i}`, {
        supplier_code: `S-${(i * 7_919) % 100_003}`,
        vendor_inv_code: `V-${(i * 104_729) % 1_000_003}`,
        location: `Calle ${(i * 31_337) % 99_991} #${i}`,
        width: (i % 37) + 0.25,
        cost_1: i * 1_013,
      }),
    );
    const file = path.join(dir, 'large.xlsx');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
    const sheet = workbook.addWorksheet('Inventory');
    sheet.addRow([...TEMPLATE_KEYS]).commit();
    rows.forEach((r, i) => {
      const cells: unknown[] = TEMPLATE_KEYS.map((k) => r[k] ?? null);
      if (i === 0) {
        // Rich text and a formula with its cached result, as Excel saves them.
        cells[TEMPLATE_INDEX.location] = {
          richText: [{ text: 'Av. ' }, { font: { bold: true }, text: 'Norte' }],
        };
        cells[TEMPLATE_INDEX.width] = { formula: '6*2', result: 12 };
      }
      sheet.addRow(cells).commit();
    });
    await workbook.commit();
    expect(statSync(file).size).toBeGreaterThan(5 * 1024 * 1024);

    const readAll = async () => {
      const { rows: read, unknown } = await readSpreadsheet(file);
      const codes: string[] = [];
      let first: unknown[] = [];
      for await (const row of read) {
        if (codes.length === 0) first = row.values;
        codes.push(String(row.values[TEMPLATE_INDEX.site_code]));
      }
      return { codes, first, unknown };
    };
    for (const { codes, first, unknown } of await Promise.all([readAll(), readAll()])) {
      expect(unknown).toEqual([]);
      expect(codes.length).toBe(48_000);
      expect(codes[0]).toBe('X-0');
      expect(codes[47_999]).toBe('X-47999');
      expect(first[TEMPLATE_INDEX.location]).toBe('Av. Norte');
      expect(first[TEMPLATE_INDEX.width]).toBe(12);
      expect(first[TEMPLATE_INDEX.cost_1]).toBe(0);
      expect(first[TEMPLATE_INDEX.city]).toBe('Santiago');
    }
  }, 240_000);
});

describe('the xls reader (Excel 97–2003)', () => {
  it('reads shared strings split over CONTINUE records, in one and two bytes a character', async () => {
    const { rows, unknown } = await readSpreadsheet(fixture('many-strings.xls'));
    expect(unknown).toEqual([]);
    let i = 0;
    for await (const row of rows) {
      expect(row.line).toBe(i + 2);
      expect(row.values[TEMPLATE_INDEX.site_code]).toBe(`M-${i}`);
      expect(row.values[TEMPLATE_INDEX.location]).toBe(
        i % 3 === 0 ? `Calle ${i} – tramo ${i * 7}` : `Avenida número ${i} ${'x'.repeat(i % 40)}`,
      );
      expect(row.values[TEMPLATE_INDEX.width]).toBe(i % 7 === 0 ? i + 0.5 : i);
      i++;
    }
    expect(i).toBe(2_000);
  });

  it('reads a formula’s cached value', async () => {
    const { rows } = await readSpreadsheet(fixture('formulas.xls'));
    const read: unknown[][] = [];
    for await (const row of rows) read.push(row.values);
    expect(read.map((values) => values[TEMPLATE_INDEX.area])).toEqual([48, 6]);
    expect(read.map((values) => values[TEMPLATE_INDEX.site_code])).toEqual(['F-1', 'F-2']);
  });
});

/** One BIFF8 record: type, length, data. */
const biff = (type: number, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(type, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
};
const bof = (kind: number) => {
  const data = Buffer.alloc(16);
  data.writeUInt16LE(0x0600, 0);
  data.writeUInt16LE(kind, 2);
  return biff(0x0809, data);
};
/** A LABEL cell: row and column from 0, one-byte text. */
const label = (row: number, column: number, text: string) => {
  const data = Buffer.alloc(9 + text.length);
  data.writeUInt16LE(row, 0);
  data.writeUInt16LE(column, 2);
  data.writeUInt16LE(text.length, 6);
  data.write(text, 9, 'latin1');
  return biff(0x0204, data);
};

describe('a text formula in an .xls', () => {
  it('takes its STRING record also when a shared-formula definition stands between them', async () => {
    // Excel writes FORMULA (cached value: text follows), then SHRFMLA for the first cell of a
    // shared formula, then STRING with the text ([MS-XLS] 2.1.7.20.5).
    const formula = Buffer.alloc(20);
    formula.writeUInt16LE(1, 0);
    formula.writeUInt16LE(1, 2);
    formula[6] = 0; // result type: text, in the STRING record that follows
    formula.writeUInt16LE(0xffff, 12);
    const text = 'Calle Prat';
    const string = Buffer.alloc(3 + text.length);
    string.writeUInt16LE(text.length, 0);
    string.write(text, 3, 'latin1');
    const sheet = Buffer.concat([
      bof(0x0010),
      label(0, 0, 'site_code'),
      label(0, 1, 'location'),
      label(1, 0, 'SH-1'),
      biff(0x0006, formula),
      biff(0x04bc, Buffer.alloc(10)),
      biff(0x0207, string),
      biff(0x000a, Buffer.alloc(0)),
    ]);
    const sheetEntry = Buffer.alloc(8);
    const globalsHead = Buffer.concat([bof(0x0005)]);
    const globalsLength = globalsHead.length + 4 + sheetEntry.length + 4;
    sheetEntry.writeUInt32LE(globalsLength, 0);
    const workbook = Buffer.concat([
      globalsHead,
      biff(0x0085, sheetEntry),
      biff(0x000a, Buffer.alloc(0)),
      sheet,
    ]);
    const container = CFB.utils.cfb_new();
    CFB.utils.cfb_add(container, 'Workbook', workbook);
    const file = path.join(dir, 'shared-formula.xls');
    writeFileSync(file, CFB.write(container, { type: 'buffer' }) as Buffer);
    const { rows } = await readSpreadsheet(file);
    const read: unknown[][] = [];
    for await (const row of rows) read.push(row.values);
    expect(read.map((values) => values[TEMPLATE_INDEX.location])).toEqual(['Calle Prat']);
  });
});

describe('a damaged .xls', () => {
  it('is read or refused with a 400, never a crash', async () => {
    const original = readFileSync(fixture('template-rows.xls'));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(original.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 40,
        }),
        async (flips) => {
          const damaged = Buffer.from(original);
          for (const [at, byte] of flips) damaged[at] = byte;
          const file = path.join(dir, 'damaged.xls');
          writeFileSync(file, damaged);
          try {
            const { rows } = await readSpreadsheet(file);
            for await (const _ of rows) {
              // Read to the end: a damaged cell table fails here, not at the header.
            }
          } catch (error) {
            expect((error as { statusCode?: number }).statusCode, String(error)).toBe(400);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
