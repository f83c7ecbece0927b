import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { mapHeaders } from '@plano/core';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { badRequest } from '../../platform/http/errors.ts';
import type { SourceRow } from './import-rows.ts';

/** Beyond this a "spreadsheet" is a zip bomb or a mistake: 1 GiB unpacked, or 200× its packed size. */
const MAX_UNPACKED_BYTES = 1024 ** 3;
const MAX_RATIO = 200;
export const MAX_IMPORT_ROWS = 500_000;

export type SheetKind = 'xlsx' | 'csv';

/**
 * What the file is, from its content rather than its name: an xlsx is a zip (PK\3\4), an old .xls a
 * Compound File (D0 CF 11 E0, which no maintained library reads offline — the caller is told to save
 * as .xlsx), and a CSV text without NUL bytes. Anything else is refused.
 */
export async function sniffSpreadsheet(file: string): Promise<{ kind: SheetKind; encoding: BufferEncoding }> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytesRead === 0) throw badRequest('The file is empty');
    if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      await checkZip(handle);
      return { kind: 'xlsx', encoding: 'utf8' };
    }
    if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
      throw badRequest('Old .xls files cannot be read: save the file as .xlsx or .csv and upload it again');
    if (bytes.includes(0)) throw badRequest('The file is not a spreadsheet (.xlsx or .csv)');
    // A cut multi-byte character at the end of the sample is not an error.
    const sample = bytesRead === head.length ? bytes.subarray(0, bytesRead - 4) : bytes;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(sample);
      return { kind: 'csv', encoding: 'utf8' };
    } catch {
      // Excel on Windows saves CSV as Windows-1252, which latin1 reads for every letter Spanish uses.
      return { kind: 'csv', encoding: 'latin1' };
    }
  } finally {
    await handle.close();
  }
}

/** Reads the zip's central directory and refuses a file that would unpack beyond the limits. */
async function checkZip(handle: import('node:fs/promises').FileHandle): Promise<void> {
  const { size } = await handle.stat();
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw badRequest('The file is not a valid .xlsx spreadsheet');
  const entries = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  if (cdOffset === 0xffffffff || cdSize > 64 * 1024 * 1024 || cdOffset + cdSize > size)
    throw badRequest('The file is not a valid .xlsx spreadsheet');
  const cd = Buffer.alloc(cdSize);
  await handle.read(cd, 0, cdSize, cdOffset);
  let total = 0;
  let at = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50)
      throw badRequest('The file is not a valid .xlsx spreadsheet');
    const packed = cd.readUInt32LE(at + 20);
    const unpacked = cd.readUInt32LE(at + 24);
    total += unpacked;
    if (
      unpacked === 0xffffffff ||
      total > MAX_UNPACKED_BYTES ||
      (unpacked > 10 * 1024 * 1024 && unpacked > packed * MAX_RATIO)
    )
      throw badRequest('The file unpacks to far more than it holds (a zip bomb?): it was not read');
    at += 46 + cd.readUInt16LE(at + 28) + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
  }
}

/** An ExcelJS cell value as plain text or a number. */
function plain(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) return (v.richText as { text: string }[]).map((r) => r.text).join('');
  if ('result' in v) return plain(v.result);
  if ('text' in v) return plain(v.text);
  if ('error' in v) return null;
  return null;
}

/**
 * Files up to this size are read whole. ExcelJS's streaming reader now and then loses the order of
 * the zip's parts when the sheet comes before the shared strings (as ExcelJS itself writes it): about
 * one read in 300 failed or lost the header. The whole-file reader has no such race; the stream stays
 * for the big files, where memory matters.
 */
const WHOLE_XLSX_BYTES = 5 * 1024 * 1024;

const cellsOf = (row: ExcelJS.Row): unknown[] => {
  const values = row.values as unknown[];
  // ExcelJS rows are 1-based and sparse.
  const cells: unknown[] = [];
  for (let i = 1; i < values.length; i++) cells.push(plain(values[i]));
  return cells;
};

async function* xlsxRows(file: string): AsyncGenerator<unknown[]> {
  if ((await stat(file)).size <= WHOLE_XLSX_BYTES) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const rows: unknown[][] = [];
    // Only the first sheet (SPEC §5); rows as the stream gives them (the ones the file holds).
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push(cellsOf(row));
    });
    yield* rows;
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) yield cellsOf(row);
    // Only the first sheet (SPEC §5).
    return;
  }
}

/**
 * CSV rows with backpressure: papaparse's duplex stream pushes rows as fast as it parses, whatever
 * the reader does (a 50 MB file became gigabytes of arrays), so the parser is paused whenever a
 * thousand rows wait and resumed when the import has taken them.
 */
async function* csvRows(file: string, encoding: BufferEncoding): AsyncGenerator<unknown[]> {
  const queue: unknown[][] = [];
  let finished = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  let parser: Papa.Parser | null = null;
  let paused = false;
  const signal = () => {
    wake?.();
    wake = null;
  };
  const input = createReadStream(file, { encoding });
  input.on('error', (error) => {
    failure = error;
    signal();
  });
  Papa.parse<unknown[]>(input as unknown as File, {
    skipEmptyLines: 'greedy',
    step: (result, handle) => {
      parser = handle;
      queue.push(result.data);
      if (queue.length >= 1_000 && !paused) {
        paused = true;
        handle.pause();
      }
      signal();
    },
    complete: () => {
      finished = true;
      signal();
    },
    error: (error: Error) => {
      failure = error;
      signal();
    },
  });
  try {
    for (;;) {
      if (queue.length > 0) {
        yield queue.shift() as unknown[];
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      if (paused) {
        paused = false;
        // Resuming may parse (and queue) rows synchronously, before any wait: look again first.
        (parser as Papa.Parser | null)?.resume();
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    if (!finished) {
      (parser as Papa.Parser | null)?.abort();
      input.destroy();
    }
  }
}

const blank = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '');

/**
 * The rows of the first sheet as template rows. The header is read here, before any row is
 * stored: a sheet whose first row names no site_code column is refused with a 400.
 */
export async function readSpreadsheet(
  file: string,
): Promise<{ rows: AsyncGenerator<SourceRow>; unknown: string[] }> {
  const { kind, encoding } = await sniffSpreadsheet(file);
  const source = kind === 'xlsx' ? xlsxRows(file) : csvRows(file, encoding);
  let line = 0;
  let header: unknown[] | null = null;
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) break;
      line++;
      if (!blank(next.value)) {
        header = next.value;
        break;
      }
    }
  } catch (error) {
    await source.return(undefined);
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The file could not be read as ${kind === 'xlsx' ? '.xlsx' : '.csv'}`);
  }
  const { keys, unknown } = mapHeaders((header ?? []).map((h) => String(h ?? '')));
  if (!header || !keys.includes('site_code')) {
    await source.return(undefined);
    throw badRequest(
      'The first row must be the header row with the template’s column names (site_code, location, city…): download the template',
    );
  }
  async function* rows(): AsyncGenerator<SourceRow> {
    let count = 0;
    try {
      for await (const cells of source) {
        line++;
        if (blank(cells)) continue;
        if (++count > MAX_IMPORT_ROWS)
          throw badRequest(`A file may hold at most ${MAX_IMPORT_ROWS.toLocaleString('en')} rows`);
        const raw: Record<string, unknown> = {};
        keys.forEach((key, i) => {
          if (key) raw[key] = cells[i] ?? null;
        });
        yield { line, raw };
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw badRequest(`The file could not be read past row ${line}`);
    }
  }
  return { rows: rows(), unknown };
}
