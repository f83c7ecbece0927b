import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './packages/server/test/long-files-first.ts';

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'web',
          // Logic in node; the component tests (*.test.tsx) in happy-dom, each saying so on its first line.
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['packages/web/test/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file opens its own database; two cores run two files at a time.
          maxWorkers: 2,
          // A folder for the run's seeded database templates (each seed made once, not per file).
          globalSetup: ['packages/server/test/global-setup.ts'],
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // A journey photographs and axe-checks a dozen screens (seconds each on two cores): the
          // limit only catches a hung journey, it is not a speed target (bench/ measures speed).
          testTimeout: 240_000,
          hookTimeout: 180_000,
          // A poll waits for a screen to catch up (a call, a render): 1 s (vitest's default) is too
          // short on a busy two-core machine, and a poll ends as soon as its condition holds.
          expect: { poll: { timeout: 15_000 } },
          // Two journeys at a time, each with its own server, database and browser: one alone left a
          // core idle half the time (waiting on the other's WebGL frames or queries), 13m50s → 9m09s.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker's journeys share its module graph: the server's modules load once per worker.
          isolate: false,
          // Each seed (a number of sites) is migrated and loaded once per run, as for the server's
          // tests; the journeys after the first start from its dump. Chromium is installed, if missing,
          // before either worker starts (e2e/support/global-setup.ts).
          globalSetup: ['packages/server/test/global-setup.ts', 'e2e/support/global-setup.ts'],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
