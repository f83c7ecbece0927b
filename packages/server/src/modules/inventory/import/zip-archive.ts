import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { badRequest } from '../../../platform/http/errors.ts';

/**
 * The parts of an .xlsx (a zip) found through its central directory, then read at their offsets.
 * Reading the directory first is what makes the reader deterministic: the order in which a writer
 * stored the parts no longer matters (ExcelJS's streaming reader follows the file's order and now
 * and then lost the race between the sheet and the parts it needs first — decision 0014).
 */

/** Beyond this a "spreadsheet" is a zip bomb or a mistake: 1 GiB unpacked, or 200× its packed size. */
const MAX_UNPACKED_BYTES = 1024 ** 3;
const MAX_RATIO = 200;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when opened. */
  method: number;
  packedSize: number;
  unpackedSize: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
}

const notXlsx = () => badRequest('The file is not a valid .xlsx spreadsheet');

/** The entries of the zip's central directory; a file that would unpack beyond the limits is refused. */
export async function readZipDirectory(handle: FileHandle): Promise<Map<string, ZipEntry>> {
  const { size } = await handle.stat();
  const tailLength = Math.min(size, 65_557);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) throw notXlsx();
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // Zip64 (offsets past 4 GiB) has no place in a 50 MB upload.
  if (cdOffset === 0xffffffff || cdSize > 64 * 1024 * 1024 || cdOffset + cdSize > size) throw notXlsx();
  const cd = Buffer.alloc(cdSize);
  await handle.read(cd, 0, cdSize, cdOffset);
  const entries = new Map<string, ZipEntry>();
  let total = 0;
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > cd.length || cd.readUInt32LE(at) !== 0x02014b50) throw notXlsx();
    const packedSize = cd.readUInt32LE(at + 20);
    const unpackedSize = cd.readUInt32LE(at + 24);
    total += unpackedSize;
    if (
      unpackedSize === 0xffffffff ||
      total > MAX_UNPACKED_BYTES ||
      (unpackedSize > 10 * 1024 * 1024 && unpackedSize > packedSize * MAX_RATIO)
    )
      throw badRequest('The file unpacks to far more than it holds (a zip bomb?): it was not read');
    const nameLength = cd.readUInt16LE(at + 28);
    const name = cd.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      method: cd.readUInt16LE(at + 10),
      packedSize,
      unpackedSize,
      headerOffset: cd.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + cd.readUInt16LE(at + 30) + cd.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * The unpacked bytes of one entry, chunk by chunk. An entry that unpacks to more than its directory
 * said is refused: the zip-bomb check above trusts those sizes, so they are held to them.
 */
export async function* zipEntryChunks(
  handle: FileHandle,
  file: string,
  entry: ZipEntry,
): AsyncGenerator<Buffer> {
  const header = Buffer.alloc(30);
  await handle.read(header, 0, 30, entry.headerOffset);
  if (header.readUInt32LE(0) !== 0x04034b50) throw notXlsx();
  if (entry.method !== 0 && entry.method !== 8) throw notXlsx();
  if (entry.packedSize === 0) return;
  // The local header's own name and extra lengths: its extra field may differ from the directory's.
  const start = entry.headerOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw = createReadStream(file, { start, end: start + entry.packedSize - 1, highWaterMark: 32 * 1024 });
  const source: Readable = entry.method === 0 ? raw : raw.pipe(createInflateRaw());
  if (source !== raw) raw.on('error', (error) => source.destroy(error));
  // Small reads: every row of a chunk waits until the caller takes it (see QUEUED_ROWS for why few).
  let unpacked = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      unpacked += chunk.length;
      if (unpacked > entry.unpackedSize)
        throw badRequest('The file unpacks to far more than it holds (a zip bomb?): it was not read');
      yield chunk;
    }
  } finally {
    raw.destroy();
    source.destroy();
  }
}
