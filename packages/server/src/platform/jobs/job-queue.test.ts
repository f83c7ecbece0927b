import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/database.ts';
import { JobQueue } from './job-queue.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const jobRow = async (id: string) =>
  (
    await database.query<{ status: string; attempts: number; last_error: string | null; due: boolean }>(
      'select status, attempts, last_error, run_at <= now() as due from jobs where id = $1',
      [id],
    )
  )[0];
const makeDue = (id: string) => database.query('update jobs set run_at = now() where id = $1', [id]);
const anything = { schema: z.object({}).loose() };

describe('durable jobs', () => {
  it('retries a failing job later, then completes it; nothing is lost in between', async () => {
    const queue = new JobQueue(database);
    let calls = 0;
    queue.register(
      'flaky',
      async () => {
        calls += 1;
        if (calls < 3) throw new Error('mail server is down');
        return { ok: true };
      },
      anything,
    );
    const id = await queue.enqueue(database.query, 'flaky', { to: 'someone@example.test' });
    expect(await queue.runDue()).toBe(1);
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'mail server is down',
      due: false,
    });
    // Not due yet: the backoff holds it back.
    expect(await queue.runDue()).toBe(0);
    await makeDue(id);
    await queue.runDue();
    await makeDue(id);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const queue = new JobQueue(database, { maxAttempts: 2 });
    queue.register(
      'broken',
      async () => {
        throw new Error('always fails');
      },
      anything,
    );
    const id = await queue.enqueue(database.query, 'broken', {});
    await queue.runDue();
    await makeDue(id);
    await queue.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'always fails' });
  });

  it("a kind's own attempts win, and its failure hook runs once, after the last try only", async () => {
    const queue = new JobQueue(database, { maxAttempts: 6 });
    const reported: { payload: { campaign: string }; message: string; attempts: number }[] = [];
    const seen: number[] = [];
    queue.register(
      'doomed',
      async (_payload, job) => {
        seen.push(job.attempts);
        throw new Error('renderer crashed');
      },
      {
        schema: z.object({ campaign: z.string() }),
        maxAttempts: 3,
        onFailed: async (payload, error, job) => {
          reported.push({ payload, message: (error as Error).message, attempts: job.attempts });
        },
      },
    );
    const id = await queue.enqueue(database.query, 'doomed', { campaign: 'c1' });
    for (let i = 0; i < 3; i++) {
      await makeDue(id);
      await queue.runDue();
      if (i < 2) expect(reported).toEqual([]);
    }
    expect(seen).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(reported).toEqual([{ payload: { campaign: 'c1' }, message: 'renderer crashed', attempts: 3 }]);
  });

  it('a job queued in a transaction that rolls back never runs', async () => {
    const queue = new JobQueue(database);
    queue.register('ghost', async () => ({}), anything);
    await expect(
      database.transaction(async (query) => {
        await queue.enqueue(query, 'ghost', {});
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await database.query("select count(*)::int as n from jobs where kind = 'ghost'"))[0].n).toBe(0);
  });
});
