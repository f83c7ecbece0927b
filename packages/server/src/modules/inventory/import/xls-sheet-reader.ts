import { readFile } from 'node:fs/promises';
import CFB from 'cfb';
import { badRequest } from '../../../platform/http/errors.ts';
import type { SheetRow } from './xlsx-sheet-reader.ts';

/**
 * The first worksheet of an old Excel 97–2003 workbook (.xls, BIFF8, [MS-XLS]). The Compound File
 * around it is read by `cfb` (SheetJS's container reader, which has no cell reader of its own); the
 * Workbook stream's records are read here, because no maintained npm library reads BIFF offline
 * (SheetJS's npm release is years old and has open advisories for crafted files). Only what a
 * template needs: shared and inline text, numbers (NUMBER, RK, MULRK), booleans, formulas' cached
 * values. No template column is a date, so formats are not read. The file is at most 50 MB and a
 * Compound File is random access, so it is read whole; rows are then handed out one at a time.
 */

const RECORD = {
  BOF: 0x0809,
  EOF: 0x000a,
  FILEPASS: 0x002f,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  LABELSST: 0x00fd,
  LABEL: 0x0204,
  NUMBER: 0x0203,
  RK: 0x027e,
  MULRK: 0x00bd,
  BOOLERR: 0x0205,
  FORMULA: 0x0006,
  STRING: 0x0207,
  SHRFMLA: 0x04bc,
  ARRAY: 0x0221,
  TABLE: 0x0236,
} as const;
/** What may stand between a FORMULA with a text result and the STRING record holding that text. */
const FORMULA_DEFINITIONS = new Set<number>([RECORD.SHRFMLA, RECORD.ARRAY, RECORD.TABLE]);
const BIFF8 = 0x0600;
const WORKSHEET = 0x0010;

interface BiffRecord {
  type: number;
  /** The record's data and then that of the CONTINUE records after it. */
  parts: Buffer[];
}

const unreadable = () => badRequest('The file could not be read as .xls');

/** Every record from `offset` to the EOF of that substream, CONTINUE records joined to theirs. */
function* records(stream: Buffer, offset: number): Generator<BiffRecord> {
  let position = offset;
  let current: BiffRecord | null = null;
  while (position + 4 <= stream.length) {
    const type = stream.readUInt16LE(position);
    const length = stream.readUInt16LE(position + 2);
    const data = stream.subarray(position + 4, position + 4 + length);
    if (data.length < length) throw unreadable();
    position += 4 + length;
    if (type === RECORD.CONTINUE && current) {
      current.parts.push(data);
      continue;
    }
    if (current) yield current;
    if (type === RECORD.EOF) return;
    current = { type, parts: [data] };
  }
  if (current) yield current;
}

/** Reads across a record and its CONTINUE parts; text re-reads its width flag at each new part. */
class PartReader {
  private part = 0;
  private at = 0;
  constructor(private readonly parts: Buffer[]) {}

  private ensure(bytes: number): Buffer {
    while (this.part < this.parts.length && this.at >= this.parts[this.part].length) {
      this.part++;
      this.at = 0;
    }
    const buffer = this.parts[this.part];
    if (!buffer || this.at + bytes > buffer.length) throw unreadable();
    return buffer;
  }
  u8(): number {
    const value = this.ensure(1)[this.at];
    this.at += 1;
    return value;
  }
  u16(): number {
    const value = this.ensure(2).readUInt16LE(this.at);
    this.at += 2;
    return value;
  }
  u32(): number {
    const value = this.ensure(4).readUInt32LE(this.at);
    this.at += 4;
    return value;
  }
  skip(bytes: number): void {
    let left = bytes;
    while (left > 0) {
      const buffer = this.ensure(1);
      const step = Math.min(left, buffer.length - this.at);
      this.at += step;
      left -= step;
    }
  }
  /** `count` characters, one or two bytes each; a CONTINUE part starts with a new width flag. */
  chars(count: number, wide: boolean): string {
    let text = '';
    let left = count;
    let twoBytes = wide;
    while (left > 0) {
      if (this.part < this.parts.length && this.at >= this.parts[this.part].length) {
        this.part++;
        this.at = 0;
        twoBytes = (this.u8() & 0x01) === 1;
        continue;
      }
      const buffer = this.ensure(twoBytes ? 2 : 1);
      const fits = Math.min(left, Math.floor((buffer.length - this.at) / (twoBytes ? 2 : 1)));
      const end = this.at + fits * (twoBytes ? 2 : 1);
      text += buffer.toString(twoBytes ? 'utf16le' : 'latin1', this.at, end);
      this.at = end;
      left -= fits;
    }
    return text;
  }
  /** XLUnicodeRichExtendedString (the SST's) or, with `lengthBytes` 1, a ShortXLUnicodeString. */
  unicodeString(lengthBytes: 1 | 2 = 2): string {
    const count = lengthBytes === 1 ? this.u8() : this.u16();
    const flags = this.u8();
    const runs = flags & 0x08 ? this.u16() : 0;
    const extended = flags & 0x04 ? this.u32() : 0;
    const text = this.chars(count, (flags & 0x01) === 1);
    this.skip(runs * 4 + extended);
    return text;
  }
}

const rkDouble = Buffer.alloc(8);
/** An RK number (signed 32 bits): a 30-bit integer or the top 30 bits of a double, maybe ×100. */
function rkValue(rk: number): number {
  let value: number;
  if (rk & 0x02) value = rk >> 2;
  else {
    rkDouble.writeInt32LE(rk & ~0x03, 4);
    value = rkDouble.readDoubleLE(0);
  }
  return rk & 0x01 ? value / 100 : value;
}

/** Where the first worksheet's substream starts, and the shared strings. */
function readGlobals(stream: Buffer): { sheetOffset: number; strings: string[] } {
  let sheetOffset = -1;
  let strings: string[] = [];
  let first = true;
  for (const record of records(stream, 0)) {
    const data = record.parts[0];
    if (first) {
      first = false;
      if (record.type !== RECORD.BOF || data.length < 4 || data.readUInt16LE(0) !== BIFF8)
        throw badRequest(
          'Only Excel 97–2003 .xls files (or newer .xlsx) can be read: save the file as .xlsx',
        );
    } else if (record.type === RECORD.FILEPASS) {
      throw badRequest('The file is protected with a password: save it without one and upload it again');
    } else if (record.type === RECORD.BOUNDSHEET && sheetOffset < 0) {
      // The first sheet that is a worksheet (not a chart or a macro sheet).
      if (data.length >= 6 && data[5] === 0) sheetOffset = data.readUInt32LE(0);
    } else if (record.type === RECORD.SST) {
      const reader = new PartReader(record.parts);
      reader.skip(4);
      const unique = reader.u32();
      strings = new Array(unique);
      for (let i = 0; i < unique; i++) strings[i] = reader.unicodeString();
    }
  }
  if (sheetOffset < 0 || sheetOffset >= stream.length) throw badRequest('The workbook has no worksheet');
  return { sheetOffset, strings };
}

/** The rows of the first worksheet of an .xls on disk, in row order. */
export async function* xlsSheetRows(file: string): AsyncGenerator<SheetRow> {
  let stream: Buffer;
  let strings: string[];
  let sheetOffset: number;
  try {
    const container = CFB.read(await readFile(file), { type: 'buffer' });
    const entry = CFB.find(container, 'Workbook') ?? CFB.find(container, 'Book');
    if (!entry?.content) throw unreadable();
    stream = Buffer.from(entry.content);
    ({ strings, sheetOffset } = readGlobals(stream));
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw unreadable();
  }
  let row: SheetRow | null = null;
  /** The cell of a FORMULA whose text result follows in a STRING record. */
  let pendingText: { cells: unknown[]; column: number } | null = null;
  let first = true;
  for (const record of records(stream, sheetOffset)) {
    const data = record.parts[0];
    if (first) {
      first = false;
      if (record.type !== RECORD.BOF || data.length < 4 || data.readUInt16LE(2) !== WORKSHEET)
        throw unreadable();
      continue;
    }
    if (record.type === RECORD.STRING) {
      if (pendingText) pendingText.cells[pendingText.column] = new PartReader(record.parts).unicodeString();
      pendingText = null;
      continue;
    }
    if (FORMULA_DEFINITIONS.has(record.type)) continue;
    pendingText = null;
    if (data.length < 6 || !CELL_RECORDS.has(record.type)) continue;
    const number = data.readUInt16LE(0) + 1;
    if (!row || number !== row.number) {
      if (row) yield row;
      row = { number, cells: [] };
    }
    const column = data.readUInt16LE(2);
    const cells = row.cells;
    switch (record.type) {
      case RECORD.LABELSST:
        cells[column] = strings[data.readUInt32LE(6)] ?? null;
        break;
      case RECORD.LABEL: {
        const reader = new PartReader(record.parts);
        reader.skip(6);
        cells[column] = reader.unicodeString();
        break;
      }
      case RECORD.NUMBER:
        cells[column] = data.readDoubleLE(6);
        break;
      case RECORD.RK:
        cells[column] = rkValue(data.readInt32LE(6));
        break;
      case RECORD.MULRK:
        for (let at = 4, c = column; at + 6 <= data.length - 2; at += 6, c++)
          cells[c] = rkValue(data.readInt32LE(at + 2));
        break;
      case RECORD.BOOLERR:
        cells[column] = data[7] === 0 ? data[6] === 1 : null;
        break;
      case RECORD.FORMULA:
        if (data.readUInt16LE(12) !== 0xffff) cells[column] = data.readDoubleLE(6);
        else if (data[6] === 0) pendingText = { cells, column };
        else if (data[6] === 1) cells[column] = data[8] === 1;
        else cells[column] = data[6] === 3 ? '' : null;
        break;
    }
  }
  if (row) yield row;
}

const CELL_RECORDS = new Set<number>([
  RECORD.LABELSST,
  RECORD.LABEL,
  RECORD.NUMBER,
  RECORD.RK,
  RECORD.MULRK,
  RECORD.BOOLERR,
  RECORD.FORMULA,
]);
