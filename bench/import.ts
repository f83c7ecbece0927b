// Inventory import: a generated 100,000-row CSV and the same as xlsx, read as a stream and merged in
// one transaction, on embedded PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Prints the time and
// the peak resident memory of each. Targets (issue 11): ≤ 15 s and < 500 MB.
// Each import runs in a child process of its own (BENCH_IMPORT_FILE set), so its peak RSS is the
// import's, not the file generation's (ExcelJS's writer alone leaves the parent far above 500 MB).

import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { TEMPLATE_KEYS } from '@plano/core';
import { importRows, loadConfig, openDatabase, readSpreadsheet, seedDemo } from '@plano/server/testing';
import ExcelJS from 'exceljs';
import { placesOf, row, writeCsv } from './support/inventory-file.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(os.tmpdir(), 'plano-bench-import'),
});
const dir = path.join(os.tmpdir(), 'plano-bench-import-files');
await mkdir(dir, { recursive: true });

const measuring = process.env.BENCH_IMPORT_FILE;
// PGlite: on disk, so that the child imports into the database the parent seeded.
const pgliteDir = path.join(os.tmpdir(), 'plano-bench-import-db');
if (!measuring) await rm(pgliteDir, { recursive: true, force: true });
await mkdir(pgliteDir, { recursive: true });
const database = await openDatabase({
  url: process.env.BENCH_DATABASE_URL,
  dataDir: process.env.BENCH_DATABASE_URL ? undefined : pgliteDir,
});
if (!measuring) await seedDemo(database, { sites: 1000, geodataDir: config.GEODATA_DIR });
const places = await placesOf(database);
const [owner] = await database.query<{ id: string; name: string }>(
  `select v.id, v.name from vendors v join users u on u.vendor_id = v.id where u.email = 'owner@plano.test'`,
);

async function writeXlsx(file: string, prefix: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Inventory');
  sheet.addRow([...TEMPLATE_KEYS]).commit();
  for (let i = 0; i < ROWS; i++) {
    const r = row(places, prefix, i);
    sheet.addRow(TEMPLATE_KEYS.map((k) => r[k] ?? null)).commit();
  }
  await workbook.commit();
}

async function measure(label: string, file: string) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  // How long other requests of the same server would wait behind the import at worst.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  loopDelay.enable();
  const started = performance.now();
  const { rows, unknown } = await readSpreadsheet(file);
  // When the last row was staged and the last chunk merged: where the import's time goes.
  const phaseEnds = { staged: started, merged: started };
  const result = await importRows(database, owner, rows, unknown, {
    onProgress: (phase) => {
      phaseEnds[phase] = performance.now();
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const staging = (phaseEnds.staged - started) / 1000;
  const merging = (phaseEnds.merged - phaseEnds.staged) / 1000;
  clearInterval(timer);
  loopDelay.disable();
  peak = Math.max(peak, process.memoryUsage().rss);
  const failed = result.total - result.added.length - result.updated.length;
  console.log(
    `${label.padEnd(6)} ${result.total.toLocaleString('en')} rows: ${seconds.toFixed(1)} s (read and staged ${staging.toFixed(1)} s, merged ${merging.toFixed(1)} s), peak RSS ${(peak / 2 ** 20).toFixed(0)} MB,` +
      ` event loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms max ${(loopDelay.max / 1e6).toFixed(0)} ms` +
      ` (added ${result.added.length.toLocaleString('en')}, updated ${result.updated.length}, errors ${failed})`,
  );
}

if (measuring) {
  await measure(process.env.BENCH_IMPORT_LABEL ?? 'import', measuring);
  await database.close();
  process.exit(0);
}
console.log(`engine: ${database.kind}, ${ROWS.toLocaleString('en')} rows, ${TEMPLATE_KEYS.length} columns`);
const csv = path.join(dir, 'inventory.csv');
const xlsx = path.join(dir, 'inventory.xlsx');
await writeCsv(csv, places, 'BCSV', ROWS);
await writeXlsx(xlsx, 'BXLS');
// The child opens the database itself: PGlite's files must be closed here first.
await database.close();
for (const [label, file] of [
  ['csv', csv],
  ['xlsx', xlsx],
]) {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_IMPORT_FILE: file, BENCH_IMPORT_LABEL: label },
  });
  if (child.status !== 0) process.exit(child.status ?? 1);
}
await rm(dir, { recursive: true, force: true });
await rm(pgliteDir, { recursive: true, force: true });
