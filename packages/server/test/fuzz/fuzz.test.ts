// Hostile bodies against every /api route of the running app. `npm test` sends a few hundred per
// route; `npm run fuzz` (FUZZ_RUNS=500) sends 10,000+ and prints the counts per route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, type Failure, fuzzRoute, type RouteReport } from './fuzz-run.ts';
import { createFuzzTarget } from './fuzz-target.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** FUZZ_ROUTES=/api/plan_audience,/api/optimize_plan: only these (a new call's own run). */
const ONLY = process.env.FUZZ_ROUTES?.split(',').filter(Boolean);

let target: Awaited<ReturnType<typeof createFuzzTarget>>;
const reports: RouteReport[] = [];

beforeAll(async () => {
  target = await createFuzzTarget();
});
afterAll(async () => {
  printReport(reports);
  await target?.close();
});

describe('fuzz: no route answers 5xx, leaks a stack or SQL, or stops the process', () => {
  it('covers every POST /api route of the route table', async () => {
    const routes = apiRoutes(target.ctx.app.routeTable);
    expect(routes.length).toBeGreaterThan(20);
    const failures: Failure[] = [];
    for (const [index, route] of routes.entries()) {
      if (ONLY && !ONLY.includes(route.url)) continue;
      const report = await fuzzRoute(target, route, { runs: RUNS, seed: SEED + index });
      reports.push(report);
      failures.push(...report.failures);
    }
    const shown = failures
      .slice(0, 10)
      .map((f) => `${f.route} → ${f.status} (${f.why}) ${f.body}\n  sent ${f.sent}`);
    expect(shown, `${failures.length} failures:\n${shown.join('\n')}`).toEqual([]);
  }, 1_800_000);
});

function printReport(list: RouteReport[]): void {
  if (list.length === 0) return;
  const classOf = (status: string) => `${status[0]}xx`;
  const lines = list.map((r) => {
    const classes: Record<string, number> = {};
    for (const [status, n] of Object.entries(r.byStatus))
      classes[classOf(status)] = (classes[classOf(status)] ?? 0) + n;
    const cells = ['2xx', '4xx', '5xx'].map((c) => String(classes[c] ?? 0).padStart(6)).join('');
    return `${r.route.padEnd(40)}${String(r.calls).padStart(7)}${cells}${(r.ms / 1000).toFixed(1).padStart(7)}   ${JSON.stringify(r.byStatus)}`;
  });
  const total = list.reduce((sum, r) => sum + r.calls, 0);
  const fives = list.reduce((sum, r) => sum + r.failures.filter((f) => f.status >= 500).length, 0);
  console.log(
    [
      `${'route'.padEnd(40)}${'calls'.padStart(7)}${'2xx'.padStart(6)}${'4xx'.padStart(6)}${'5xx'.padStart(6)}${'s'.padStart(7)}`,
      ...lines,
      `${list.length} routes, ${total} calls, ${fives} answered 5xx`,
    ].join('\n'),
  );
}
