import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/database.ts';
import { ABANDONED_MESSAGE } from './job-housekeeping.ts';
import { JobQueue } from './job-queue.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
// Each test sees only its own jobs: a takeover looks at every running row.
beforeEach(() => database.query('delete from jobs'));

const schema = z.object({ n: z.number() });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const jobRow = async (id: string) =>
  (
    await database.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      beat_age_ms: number;
    }>(
      `select status, attempts, last_error,
              (extract(epoch from now() - heartbeat_at) * 1000)::int as beat_age_ms
         from jobs where id = $1`,
      [id],
    )
  )[0];

/** A job a worker claimed `startedAgo` and last heard of `beatAgo` (SQL intervals). */
const runningJob = async (kind: string, startedAgo: string, beatAgo: string, attempts = 1) =>
  (
    await database.query<{ id: string }>(
      `insert into jobs (kind, payload, status, attempts, created_at, updated_at, run_at, heartbeat_at)
       values ($1, '{"n": 1}', 'running', $2, now() - $3::interval, now() - $3::interval,
               now() - $3::interval, now() - $4::interval)
       returning id`,
      [kind, attempts, startedAgo, beatAgo],
    )
  )[0].id;

describe('heartbeats', () => {
  it('takes over a job whose heartbeat is stale, never one whose heartbeat is fresh however old', async () => {
    const stale = await runningJob('report', '2 hours', '2 minutes');
    const live = await runningJob('report', '2 hours', '5 seconds');
    const ran: string[] = [];
    const queue = new JobQueue(database, { staleAfterMs: 60_000 });
    queue.register('report', async (_payload, job) => ran.push(job.id), { schema });

    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([stale]);
    expect(await jobRow(stale)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await jobRow(live)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('a stale job on its last try fails with the reason, and its failure hook is told', async () => {
    const id = await runningJob('crasher', '10 minutes', '3 minutes', 2);
    const told: { n: number; attempts: number }[] = [];
    const queue = new JobQueue(database, { staleAfterMs: 60_000 });
    queue.register(
      'crasher',
      async () => {
        throw new Error('never runs again');
      },
      {
        schema,
        maxAttempts: 2,
        onFailed: async (payload, _e, job) => void told.push({ ...payload, ...job }),
      },
    );
    expect(await queue.runDue()).toBe(0);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: ABANDONED_MESSAGE });
    expect(told).toMatchObject([{ n: 1, attempts: 2 }]);
  });

  it('a long handler keeps its heartbeat fresh, so another worker leaves it alone; the timer ends with it', async () => {
    const options = { heartbeatMs: 50, staleAfterMs: 400 };
    let release = () => {};
    let calls = 0;
    const handler = async () => {
      calls += 1;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const worker = new JobQueue(database, options);
    const other = new JobQueue(database, options);
    worker.register('long', handler, { schema });
    other.register('long', handler, { schema });
    const id = await worker.enqueue(database.query, 'long', { n: 1 });

    const running = worker.runDue();
    await expect.poll(() => calls).toBe(1);
    // Three times the stale limit, checked all along.
    for (let i = 0; i < 12; i++) {
      await sleep(100);
      const row = await jobRow(id);
      expect(row.status).toBe('running');
      expect(row.beat_age_ms).toBeLessThan(300);
      expect(await other.runDue()).toBe(0);
    }
    release();
    expect(await running).toBe(1);
    expect(calls).toBe(1);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1 });

    const [before] = await database.query('select heartbeat_at from jobs where id = $1', [id]);
    await sleep(200);
    const [after] = await database.query('select heartbeat_at from jobs where id = $1', [id]);
    expect(after).toEqual(before);
  });
});

describe('stop()', () => {
  it('stops polling and resolves once the running job has finished and its status is written', async () => {
    const queue = new JobQueue(database);
    let started = false;
    queue.register(
      'slow',
      async () => {
        started = true;
        await sleep(300);
        return { finished: true };
      },
      { schema },
    );
    const id = await queue.enqueue(database.query, 'slow', { n: 1 });
    queue.start(20);
    await expect.poll(() => started).toBe(true);

    const stopped = queue.stop();
    expect((await jobRow(id)).status).toBe('running');
    await stopped;
    expect((await jobRow(id)).status).toBe('done');

    // Stopped: a job queued now waits for a worker.
    const later = await queue.enqueue(database.query, 'slow', { n: 2 });
    await sleep(150);
    expect((await jobRow(later)).status).toBe('queued');
  });

  it('resolves at once when nothing runs', async () => {
    const queue = new JobQueue(database);
    queue.start(20);
    await expect(queue.stop()).resolves.toBeUndefined();
  });
});
