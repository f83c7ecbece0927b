// Inventory import: a generated 100,000-row CSV and the same as xlsx, read as a stream and merged in
// one transaction, on embedded PGlite and (with BENCH_DATABASE_URL) PostgreSQL. Prints the time and
// the peak resident memory of each. Targets (issue 11): ≤ 15 s and < 500 MB.
// Each import runs in a child process of its own (BENCH_IMPORT_FILE set), so its peak RSS is the
// import's, not the file generation's (ExcelJS's writer alone leaves the parent far above 500 MB).

import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { columnLabel, TEMPLATE_KEYS } from '@plano/core';
import { importRows, loadConfig, openDatabase, readSpreadsheet, seedDemo } from '@plano/server/testing';
import ExcelJS from 'exceljs';

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
const places = await database.query<{ state: string; city: string; lat: number; lng: number }>(
  `select r.name as state, c.name as city, c.lat, c.lng from communes c join regions r on r.code = c.region_code
    where c.lat is not null order by c.code`,
);
const [owner] = await database.query<{ id: string; name: string }>(
  `select v.id, v.name from vendors v join users u on u.vendor_id = v.id where u.email = 'owner@plano.test'`,
);

/** A plausible site for row i; every 50th has a bad cell, as real files do. */
function row(prefix: string, i: number): Record<string, string | number> {
  const place = places[i % places.length];
  const digital = i % 5 === 0;
  const r: Record<string, string | number> = {
    s_no: i + 1,
    site_code: `${prefix}-${String(i).padStart(6, '0')}`,
    supplier_code: `SUP-${i}`,
    vendor_inv_code: `INV-${i}`,
    location: `Avenida ${i % 977} ${i}`,
    locality: 'Centro',
    city: place.city,
    state: place.state,
    zone: 'Centro',
    latitude: +(place.lat + ((i % 97) - 48) / 10_000).toFixed(6),
    longitude: +(place.lng + ((i % 89) - 44) / 10_000).toFixed(6),
    media_type: digital ? 'Digital Screen' : 'Billboard',
    format: digital ? 'Digital 6x3' : '12x4',
    static_digital: digital ? 'Digital' : 'Static',
    lighting: digital ? 'LED' : 'Front Lit',
    width: 12,
    height: 4,
    area: 48,
    final_score: ((i % 90) + 5) / 100,
    traffic_density: ['high', 'medium', 'low'][i % 3],
    sec_600mt: ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'][i % 7],
    sec_classification: ['ab', 'c1a', 'c1b', 'c2', 'c3', 'd', 'e'][(i + 3) % 7],
    sell_price_1: 1_000_000 + (i % 100) * 10_000,
    cost_1: 700_000,
    tax_id: '76.123.456-7',
    trips_600mt: 20_000 + (i % 1000),
    trips_1000mt: 60_000 + (i % 1000),
    homes_600mt: 3000,
    ab_600mt: 300,
    c1a_600mt: 200,
    male_600mt: 4900,
    female_600mt: 5100,
    quality_visibility: 7.5,
  };
  if (i % 50 === 49) r.latitude = 'north';
  return r;
}

async function writeCsv(file: string, prefix: string) {
  const out = createWriteStream(file);
  const quote = (v: unknown) =>
    typeof v === 'string' && /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : String(v ?? '');
  out.write(`${TEMPLATE_KEYS.map(columnLabel).join(',')}\n`);
  for (let i = 0; i < ROWS; i++) {
    const r = row(prefix, i);
    if (!out.write(`${TEMPLATE_KEYS.map((k) => quote(r[k])).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

async function writeXlsx(file: string, prefix: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Inventory');
  sheet.addRow([...TEMPLATE_KEYS]).commit();
  for (let i = 0; i < ROWS; i++) {
    const r = row(prefix, i);
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
  const result = await importRows(database, owner, rows, unknown);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  loopDelay.disable();
  peak = Math.max(peak, process.memoryUsage().rss);
  const failed = result.total - result.added.length - result.updated.length;
  console.log(
    `${label.padEnd(6)} ${result.total.toLocaleString('en')} rows: ${seconds.toFixed(1)} s, peak RSS ${(peak / 2 ** 20).toFixed(0)} MB,` +
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
await writeCsv(csv, 'BCSV');
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
