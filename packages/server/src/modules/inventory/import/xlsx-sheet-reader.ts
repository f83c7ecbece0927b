import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { badRequest } from '../../../platform/http/errors.ts';
import { readZipDirectory, type ZipEntry, zipEntryChunks } from './zip-archive.ts';

/**
 * The first sheet of an .xlsx, row by row, straight from its XML (decision 0014). The small parts a
 * sheet needs — the workbook (which sheet is first), its relationships (where that sheet is) and the
 * shared strings — are read before the sheet, found through the zip's directory; then the sheet is
 * streamed through a SAX parser, so memory holds one chunk of rows, whatever the file's size.
 * ExcelJS's streaming reader did this in the zip's order and now and then lost the race; its
 * whole-file reader holds every cell as an object. Styles are not read: no template column is a date.
 */

export interface SheetRow {
  /** The row's number in the sheet (1-based), as the file numbers it. */
  number: number;
  /** Cells by column (0-based); a column the file skipped is a hole. */
  cells: unknown[];
}

/** `x:row` and `row` are the same element: some writers prefix SpreadsheetML's namespace. */
const localName = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

const invalid = () => badRequest('The file is not a valid .xlsx spreadsheet');

/** Feeds one entry's text to a SAX parser, a chunk at a time, calling `after` between chunks. */
async function* parseEntry(
  handle: FileHandle,
  file: string,
  entry: ZipEntry,
  parser: SaxesParser,
): AsyncGenerator<void> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of zipEntryChunks(handle, file, entry)) {
    parser.write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  parser.write(decoder.decode());
  parser.close();
}

/** Reads a small entry whole, calling `onTag` for each opening tag. */
async function scanEntry(
  handle: FileHandle,
  file: string,
  entry: ZipEntry,
  onTag: (tag: SaxesTagPlain) => void,
): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', onTag);
  for await (const _ of parseEntry(handle, file, entry, parser));
}

/** A relationship target as a zip path, relative to the part that names it. */
const partPath = (from: string, target: string) =>
  target.startsWith('/')
    ? target.slice(1)
    : path.posix.normalize(path.posix.join(path.posix.dirname(from), target));

/** Where the first sheet and the shared strings are. */
async function locateParts(
  handle: FileHandle,
  file: string,
  entries: Map<string, ZipEntry>,
): Promise<{ sheet: ZipEntry; sharedStrings?: ZipEntry }> {
  let workbookPath = 'xl/workbook.xml';
  const rootRels = entries.get('_rels/.rels');
  if (rootRels)
    await scanEntry(handle, file, rootRels, (tag) => {
      const { Type, Target } = tag.attributes;
      if (localName(tag.name) === 'Relationship' && Type?.endsWith('/officeDocument') && Target)
        workbookPath = partPath('', Target);
    });
  const workbook = entries.get(workbookPath);
  if (!workbook) throw invalid();
  let firstSheetId: string | undefined;
  await scanEntry(handle, file, workbook, (tag) => {
    if (firstSheetId === undefined && localName(tag.name) === 'sheet') {
      const idKey = Object.keys(tag.attributes).find((k) => k === 'id' || k.endsWith(':id'));
      firstSheetId = idKey ? tag.attributes[idKey] : undefined;
    }
  });
  const targets = new Map<string, { type: string; target: string }>();
  const relsPath = `${path.posix.dirname(workbookPath)}/_rels/${path.posix.basename(workbookPath)}.rels`;
  const rels = entries.get(relsPath);
  if (rels)
    await scanEntry(handle, file, rels, (tag) => {
      const { Id, Type, Target } = tag.attributes;
      if (localName(tag.name) === 'Relationship' && Id && Target)
        targets.set(Id, { type: Type ?? '', target: partPath(workbookPath, Target) });
    });
  const sheetPath = firstSheetId ? targets.get(firstSheetId)?.target : undefined;
  const sheet = entries.get(sheetPath ?? `${path.posix.dirname(workbookPath)}/worksheets/sheet1.xml`);
  if (!sheet) throw badRequest('The spreadsheet has no sheet');
  const stringsPath = [...targets.values()].find((t) => t.type.endsWith('/sharedStrings'))?.target;
  return {
    sheet,
    sharedStrings: entries.get(stringsPath ?? `${path.posix.dirname(workbookPath)}/sharedStrings.xml`),
  };
}

/**
 * The text of an `<si>` or an inline `<is>`: its `<t>`, or the `<t>` of each rich-text run, leaving
 * out phonetic guides (`<rPh>`), as Excel shows the cell.
 */
class StringCollector {
  private depthInPhonetic = 0;
  private collecting = false;
  text = '';
  open(name: string) {
    if (name === 'rPh') this.depthInPhonetic++;
    else if (name === 't' && this.depthInPhonetic === 0) this.collecting = true;
  }
  close(name: string) {
    if (name === 'rPh') this.depthInPhonetic--;
    else if (name === 't') this.collecting = false;
  }
  add(text: string) {
    if (this.collecting) this.text += text;
  }
  reset() {
    this.text = '';
    this.collecting = false;
    this.depthInPhonetic = 0;
  }
}

async function readSharedStrings(handle: FileHandle, file: string, entry: ZipEntry): Promise<string[]> {
  const strings: string[] = [];
  const collector = new StringCollector();
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'si') collector.reset();
    else collector.open(name);
  });
  parser.on('text', (text) => collector.add(text));
  parser.on('cdata', (text) => collector.add(text));
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'si') strings.push(collector.text);
    else collector.close(name);
  });
  for await (const _ of parseEntry(handle, file, entry, parser));
  return strings;
}

/** `AB12` → 27 (0-based column); -1 when the reference has no letters. */
function columnIndex(reference: string): number {
  let column = 0;
  let i = 0;
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code >= 65 && code <= 90) column = column * 26 + (code - 64);
    else if (code >= 97 && code <= 122) column = column * 26 + (code - 96);
    else break;
  }
  return i === 0 ? -1 : column - 1;
}

/** A cell's value as its type says: shared or inline text, a number, a boolean; errors are empty. */
function cellValue(type: string, text: string, hasValue: boolean, strings: string[]): unknown {
  switch (type) {
    case 's':
      return hasValue ? (strings[Number(text)] ?? null) : null;
    case 'str':
    case 'inlineStr':
    case 'd':
      return text;
    case 'b':
      return hasValue ? text.trim() === '1' || text.trim().toLowerCase() === 'true' : null;
    case 'e':
      return null;
    default: {
      if (!hasValue || text.trim() === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
  }
}

/** The rows of the first sheet of an .xlsx on disk, in the file's order. */
export async function* xlsxSheetRows(handle: FileHandle, file: string): AsyncGenerator<SheetRow> {
  const entries = await readZipDirectory(handle);
  const { sheet, sharedStrings } = await locateParts(handle, file, entries);
  const strings = sharedStrings ? await readSharedStrings(handle, file, sharedStrings) : [];

  const ready: SheetRow[] = [];
  let row: SheetRow | null = null;
  let lastRowNumber = 0;
  let column = 0;
  let type = 'n';
  let text = '';
  let hasValue = false;
  let inValue = false;
  let inInline = false;
  const inline = new StringCollector();
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    if (name === 'c' && row) {
      const reference = tag.attributes.r;
      const index = reference ? columnIndex(reference) : -1;
      column = index >= 0 ? index : row.cells.length;
      type = tag.attributes.t ?? 'n';
      text = '';
      hasValue = false;
    } else if (name === 'v') {
      inValue = true;
      hasValue = true;
    } else if (name === 'is') {
      inInline = true;
      hasValue = true;
      inline.reset();
    } else if (inInline) inline.open(name);
    else if (name === 'row') {
      const number = Number(tag.attributes.r);
      lastRowNumber = Number.isInteger(number) && number > lastRowNumber ? number : lastRowNumber + 1;
      row = { number: lastRowNumber, cells: [] };
    }
  });
  const onText = (chunk: string) => {
    if (inValue) text += chunk;
    else if (inInline) inline.add(chunk);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    const name = localName(tag.name);
    if (name === 'v') inValue = false;
    else if (name === 'is') {
      inInline = false;
      text = inline.text;
    } else if (inInline) inline.close(name);
    else if (name === 'c' && row) row.cells[column] = cellValue(type, text, hasValue, strings);
    else if (name === 'row' && row) {
      ready.push(row);
      row = null;
    }
  });
  for await (const _ of parseEntry(handle, file, sheet, parser)) {
    // Rows leave a chunk at a time; the caller's pace holds the next chunk back.
    for (const done of ready) yield done;
    ready.length = 0;
  }
  yield* ready;
}
