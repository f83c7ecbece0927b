import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_INDEX } from '@plano/core';
import { afterAll, describe, expect, it } from 'vitest';
import { csvOf, goodRow } from './inventory-fixtures.ts';
import { readSpreadsheet } from './spreadsheet-reader.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'plano-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CSV reader', () => {
  it('reads every row of a file far larger than its queue, pausing and resuming the parser', async () => {
    const file = path.join(dir, 'many.csv');
    writeFileSync(file, csvOf(Array.from({ length: 25_000 }, (_, i) => goodRow(`R-${i}`))));
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
