import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.ts';
import { pruneDoneJobs } from './job-housekeeping.ts';
import { JobQueue } from './job-queue.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.query('delete from jobs'));

/** `count` jobs of `status` that last changed `ago` (an SQL interval). */
const jobsOf = (kind: string, status: string, ago: string, count = 1) =>
  database.query(
    `insert into jobs (kind, status, created_at, updated_at)
     select $1, $2, now() - $3::interval, now() - $3::interval from generate_series(1, $4::int)`,
    [kind, status, ago, count],
  );
const kinds = async () =>
  (await database.query<{ kind: string }>('select kind from jobs order by kind')).map((row) => row.kind);

describe('pruning finished jobs', () => {
  it('deletes done jobs past the retention; keeps recent ones, failed ones and those still to run', async () => {
    await jobsOf('done-old', 'done', '15 days');
    await jobsOf('done-recent', 'done', '13 days');
    await jobsOf('failed-old', 'failed', '90 days');
    await jobsOf('queued-old', 'queued', '90 days');
    const queue = new JobQueue(database, { retentionDays: 14 });
    expect(await queue.prune()).toBe(1);
    expect(await kinds()).toEqual(['done-recent', 'failed-old', 'queued-old']);
  });

  it('deletes in bounded batches, and the next call goes on where the last stopped', async () => {
    await jobsOf('old', 'done', '20 days', 25);
    expect(await pruneDoneJobs(database.query, 14, 10, 2)).toBe(20);
    expect(await pruneDoneJobs(database.query, 14, 10, 2)).toBe(5);
    expect(await kinds()).toEqual([]);
  });

  it('the worker prunes once when it starts, then not again before its interval', async () => {
    await jobsOf('first', 'done', '30 days');
    const queue = new JobQueue(database, { retentionDays: 14, pruneEveryMs: 60_000 });
    queue.start(10);
    await expect.poll(kinds).toEqual([]);
    await jobsOf('second', 'done', '30 days');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await kinds()).toEqual(['second']);
    await queue.stop();
  });
});
