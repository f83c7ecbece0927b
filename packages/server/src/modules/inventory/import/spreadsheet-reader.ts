import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { csvCellValue, formatMessage, mapHeaders, TEMPLATE_INDEX, TEMPLATE_KEYS } from '@plano/core';
import Papa from 'papaparse';
import { badRequest } from '../../../platform/http/errors.ts';
import type { SourceRow } from './import-rows.ts';
import { xlsSheetRows } from './xls-sheet-reader.ts';
import { type SheetRow, xlsxSheetRows } from './xlsx-sheet-reader.ts';
import { readZipDirectory } from './zip-archive.ts';

export const MAX_IMPORT_ROWS = 500_000;

export type SheetKind = 'xlsx' | 'xls' | 'csv';

/**
 * What the file is, from its content rather than its name: an xlsx is a zip (PK\3\4), an old .xls a
 * Compound File (D0 CF 11 E0), and a CSV text without NUL bytes. Anything else is refused.
 */
export async function sniffSpreadsheet(file: string): Promise<{ kind: SheetKind; encoding: BufferEncoding }> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytesRead === 0) throw badRequest('The file is empty');
    if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
      // The directory is read now so that a zip bomb is refused before anything is unpacked.
      await readZipDirectory(handle);
      return { kind: 'xlsx', encoding: 'utf8' };
    }
    if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0])))
      return { kind: 'xls', encoding: 'latin1' };
    if (bytes.includes(0)) throw badRequest('The file is not a spreadsheet (.xlsx, .xls or .csv)');
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

async function* xlsxRows(file: string): AsyncGenerator<SheetRow> {
  const handle = await open(file, 'r');
  try {
    yield* xlsxSheetRows(handle, file);
  } finally {
    await handle.close();
  }
}

/**
 * CSV rows with backpressure: papaparse's duplex stream pushes rows as fast as it parses, whatever
 * the reader does (a 50 MB file became gigabytes of arrays), so the parser is paused whenever
 * QUEUED_ROWS rows wait and resumed when the import has taken them.
 */
/**
 * Few: a row that waits in the queue while the import allocates outlives the young generation and
 * is promoted, and promoted garbage is what grew the heap past 500 MB on 100,000 rows.
 */
const QUEUED_ROWS = 100;

async function* csvRows(file: string, encoding: BufferEncoding): AsyncGenerator<SheetRow> {
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
      // A cell our CSV writers guarded against formulas (csvSafeCell) reads back as it was written;
      // only CSV: an xlsx holds text cells, which nothing guards.
      const cells = result.data;
      for (let i = 0; i < cells.length; i++)
        if (typeof cells[i] === 'string') cells[i] = csvCellValue(cells[i] as string);
      queue.push(cells);
      if (queue.length >= QUEUED_ROWS && !paused) {
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
  let number = 0;
  try {
    for (;;) {
      if (queue.length > 0) {
        yield { number: ++number, cells: queue.shift() as unknown[] };
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
  const source =
    kind === 'xlsx' ? xlsxRows(file) : kind === 'xls' ? xlsSheetRows(file) : csvRows(file, encoding);
  let line = 0;
  let header: unknown[] | null = null;
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) break;
      line = next.value.number;
      if (!blank(next.value.cells)) {
        header = next.value.cells;
        break;
      }
    }
  } catch (error) {
    await source.return(undefined);
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The file could not be read as .${kind}`);
  }
  const { keys, unknown } = mapHeaders(Array.from(header ?? [], (h) => String(h ?? '')));
  if (!header || !keys.includes('site_code')) {
    await source.return(undefined);
    throw badRequest(
      'The first row must be the header row with the template’s column names (site_code, location, city…): download the template',
    );
  }
  // The file's column of each template column (-1 when absent); a repeated header: the last one.
  const fileColumn = TEMPLATE_KEYS.map(() => -1);
  keys.forEach((key, i) => {
    if (key) fileColumn[TEMPLATE_INDEX[key]] = i;
  });
  async function* rows(): AsyncGenerator<SourceRow> {
    let count = 0;
    try {
      for await (const { number, cells } of source) {
        line = number;
        if (blank(cells)) continue;
        if (++count > MAX_IMPORT_ROWS)
          throw badRequest(formatMessage('tooManyRows', { max: MAX_IMPORT_ROWS.toLocaleString('en') }));
        const values: unknown[] = new Array(fileColumn.length);
        for (let i = 0; i < fileColumn.length; i++)
          values[i] = fileColumn[i] < 0 ? undefined : (cells[fileColumn[i]] ?? null);
        yield { line, values };
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw badRequest(formatMessage('unreadablePastRow', { row: String(line) }));
    }
  }
  return { rows: rows(), unknown };
}
