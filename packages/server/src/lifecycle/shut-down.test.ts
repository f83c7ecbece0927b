import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/index.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { shutDown } from './shut-down.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 0 });
});
afterAll(() => ctx.close());

const readyz = async (app: TestContext['app']) => {
  const res = await app.inject({ method: 'GET', url: '/readyz' });
  return { status: res.statusCode, body: res.json() };
};

/** A second app on the test database, whose close() first records what the jobs table holds. */
async function appToStop() {
  let closing: { status: string }[] | undefined;
  const database: Database = {
    ...ctx.database,
    close: async () => {
      closing = await ctx.database.query<{ status: string }>("select status from jobs where kind = 'slow'");
    },
  };
  const app = await buildApp(ctx.config, database);
  await app.ready();
  return { app, database, jobsWhenClosed: () => closing };
}

describe('GET /readyz', () => {
  it('answers 200 while the database answers, without a token', async () => {
    expect(await readyz(ctx.app)).toEqual({ status: 200, body: { ready: true } });
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer, and again 200 when it is back', async () => {
    let down = true;
    const flaky: Database = {
      ...ctx.database,
      query: ((...args: Parameters<typeof ctx.database.query>) =>
        down
          ? Promise.reject(new Error('connection refused'))
          : ctx.database.query(...args)) as Database['query'],
    };
    const app = await buildApp(ctx.config, flaky);
    expect(await readyz(app)).toEqual({ status: 503, body: { ready: false, reason: 'database' } });
    down = false;
    expect((await readyz(app)).status).toBe(200);
    await app.close();
  });

  it('answers 503 once the process is draining', async () => {
    const { app } = await appToStop();
    app.lifecycle.draining = true;
    expect(await readyz(app)).toEqual({ status: 503, body: { ready: false, reason: 'draining' } });
    await app.close();
  });
});

describe('shutDown (SIGTERM)', () => {
  it('lets a running job finish before the database closes', async () => {
    const { app, database, jobsWhenClosed } = await appToStop();
    let started = false;
    app.jobs.register(
      'slow',
      async () => {
        started = true;
        await delay(800);
        return { finished: true };
      },
      { schema: z.object({}) },
    );
    await database.transaction((query) => app.jobs.enqueue(query, 'slow', {}));
    app.jobs.start(20);
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    expect(await shutDown(app, database, { timeoutMs: 20_000 })).toBe(true);
    expect(jobsWhenClosed()).toEqual([{ status: 'done' }]);
    await ctx.database.query("delete from jobs where kind = 'slow'");
  });

  it('gives up at the deadline: a job that never ends does not hold the process', async () => {
    const { app, database, jobsWhenClosed } = await appToStop();
    let started = false;
    app.jobs.register(
      'slow',
      () => {
        started = true;
        return new Promise(() => undefined);
      },
      { schema: z.object({}) },
    );
    await database.transaction((query) => app.jobs.enqueue(query, 'slow', {}));
    app.jobs.start(20);
    await expect.poll(() => started, { timeout: 10_000 }).toBe(true);
    const begun = Date.now();
    expect(await shutDown(app, database, { timeoutMs: 300 })).toBe(false);
    expect(Date.now() - begun).toBeLessThan(10_000);
    // Left running: its heartbeat goes stale and another process takes it over.
    expect(jobsWhenClosed()).toEqual([{ status: 'running' }]);
  });
});
