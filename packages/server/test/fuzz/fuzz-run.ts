import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../../src/platform/http/route-table.ts';
import type { TestContext } from '../index.ts';
import { bodyArbitrary, inputSchemaOf, leafPaths, setPath, type ValuePools } from './body-arbitrary.ts';
import { hostileRawBodies } from './hostile-values.ts';

/** Text that must never reach a client: stack frames, file paths, SQL and driver messages. */
const LEAKS = [
  /\bat \S+ \(?\S+:\d+:\d+\)?/,
  /node_modules/,
  /\.ts:\d+/,
  /\b(select|insert|update|delete)\b[^"]{0,80}\b(from|into|set|where)\b/i,
  /syntax error|violates|duplicate key|relation "|column "|invalid input syntax|out of range for type/i,
];
/** What each leaf of an accepted body is replaced with, one at a time. */
const LEAF_MUTATIONS: readonly unknown[] = [
  'a\u0000b',
  '\ud800',
  1e-320,
  2 ** 63,
  '99999999999999999999',
  -1,
  {},
  'x'.repeat(10_000),
];

/** A call that takes longer than this has hung the process, for all intents. */
const CALL_TIMEOUT_MS = 15_000;

export interface Failure {
  route: string;
  status: number;
  body: string;
  sent: string;
  why: string;
}

export interface RouteReport {
  route: string;
  calls: number;
  /** How long the route's run took. */
  ms: number;
  byStatus: Record<string, number>;
  failures: Failure[];
}

export interface FuzzTarget {
  ctx: TestContext;
  pools: ValuePools;
  /** A token holding every policy; asked again per route, since a route may end the session. */
  token(): Promise<string>;
}

/** Every POST /api route of the running app, from its own route table. */
export function apiRoutes(table: RouteEntry[]): RouteEntry[] {
  return table.filter(
    (r) => r.method === 'POST' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'),
  );
}

function check(route: string, res: LightMyRequestResponse, sent: string): Failure | null {
  const summary = sent.length > 300 ? `${sent.slice(0, 300)}…` : sent;
  if (res.statusCode >= 500)
    return { route, status: res.statusCode, body: res.body.slice(0, 500), sent: summary, why: '5xx' };
  if (res.statusCode >= 400) {
    const leak = LEAKS.find((pattern) => pattern.test(res.body));
    if (leak)
      return {
        route,
        status: res.statusCode,
        body: res.body.slice(0, 500),
        sent: summary,
        why: `leak ${leak}`,
      };
  }
  return null;
}

async function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${CALL_TIMEOUT_MS} ms: ${what}`)),
      CALL_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the generic hostile bodies and `runs` schema-derived bodies to one route and reports every
 * answer by status, and every 5xx or leak as a failure. Ends with a health check: a route that
 * wedges the process fails here even if each of its own calls answered.
 */
export async function fuzzRoute(
  target: FuzzTarget,
  route: RouteEntry,
  options: { runs: number; seed: number },
): Promise<RouteReport> {
  const { ctx } = target;
  const started = performance.now();
  const report: RouteReport = { route: route.url, calls: 0, ms: 0, byStatus: {}, failures: [] };
  let token = await target.token();
  const send = async (payload: string, contentType = 'application/json') => {
    const res = await withTimeout(
      ctx.app.inject({
        method: 'POST',
        url: route.url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      }),
      `${route.url} ${payload.slice(0, 120)}`,
    );
    report.calls += 1;
    report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
    const failure = check(route.url, res, payload);
    if (failure) report.failures.push(failure);
    // A route that ends sessions (sign-out, a password change) must not blind the rest of the run.
    if (res.statusCode === 401 && !route.public) token = await target.token();
    return res.statusCode;
  };

  for (const raw of hostileRawBodies()) await send(raw.payload, raw.contentType);
  const arbitrary = bodyArbitrary(inputSchemaOf(route.body), target.pools);
  const accepted: unknown[] = [];
  for (const body of fc.sample(arbitrary, { numRuns: options.runs, seed: options.seed })) {
    const status = await send(JSON.stringify(body) ?? 'null');
    if (status < 300 && accepted.length < 3 && body !== null && typeof body === 'object') accepted.push(body);
  }
  // Bodies the server took are the way in past every check: spoil each of their leaves in turn.
  let mutations = 0;
  for (const body of accepted) {
    for (const path of leafPaths(body)) {
      for (const value of LEAF_MUTATIONS) {
        if (mutations++ >= options.runs) break;
        await send(JSON.stringify(setPath(body, path, value)));
      }
    }
  }
  const health = await withTimeout(ctx.app.inject({ method: 'GET', url: '/healthz' }), 'health check');
  report.ms = performance.now() - started;
  if (health.statusCode !== 200) {
    report.failures.push({
      route: route.url,
      status: health.statusCode,
      body: health.body,
      sent: '',
      why: 'health',
    });
  }
  return report;
}
