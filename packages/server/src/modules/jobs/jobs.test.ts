import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext({ sites: 20 });
  admin = await ctx.tokenOf(DEMO.admin);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.database.query('delete from jobs'));

const mail = { to: ['owner@example.test'], subject: 'Plan to approve', text: 'A private message' };

/** A job that ended as `status` `ago` (an SQL interval), queued by `email` when given. */
async function jobOf(status: string, ago: string, email?: string, error = 'smtp: connection refused') {
  const [row] = await ctx.database.query<{ id: string }>(
    `insert into jobs (kind, payload, status, attempts, last_error, created_by, created_at, updated_at)
     values ('mail', $1::jsonb, $2, 6, $3, (select id from users where email = $4),
             now() - $5::interval - interval '1 hour', now() - $5::interval)
     returning id`,
    [JSON.stringify(mail), status, error, email ?? null, ago],
  );
  return row.id;
}

describe('POST /api/fetch_failed_jobs', () => {
  it('needs a token (401) and the admin panel policy (403)', async () => {
    expect((await ctx.call('/fetch_failed_jobs', {})).statusCode).toBe(401);
    const res = await ctx.call('/fetch_failed_jobs', {}, await ctx.tokenOf(DEMO.planner));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses a page size it does not offer (400)', async () => {
    const res = await ctx.call('/fetch_failed_jobs', { limit: 1000 }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.limit).toBe('limit must be 10, 20 or 50');
  });

  it('lists failed jobs only, the latest failure first, with who queued them and never the payload', async () => {
    const older = await jobOf('failed', '2 days', DEMO.planner);
    const newer = await jobOf('failed', '5 minutes', undefined, 'The payload of a "mail" job is not valid');
    await jobOf('done', '1 minute', DEMO.planner);
    await jobOf('queued', '1 minute');

    const res = await ctx.call('/fetch_failed_jobs', {}, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_count).toBe(2);
    expect(body.jobs.map((job: { _id: string }) => job._id)).toEqual([newer, older]);
    expect(body.jobs[1]).toEqual({
      _id: older,
      kind: 'mail',
      attempts: 6,
      last_error: 'smtp: connection refused',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      created_by: { name: expect.any(String), email: DEMO.planner },
    });
    expect(body.jobs[0].created_by).toBeNull();
    expect(res.body).not.toContain('A private message');
    expect(res.body).not.toContain('owner@example.test');
  });

  it('pages on the server', async () => {
    for (let i = 0; i < 12; i++) await jobOf('failed', `${i} minutes`);
    const first = (await ctx.call('/fetch_failed_jobs', { page: 0, limit: 10 }, admin)).json();
    const second = (await ctx.call('/fetch_failed_jobs', { page: 1, limit: 10 }, admin)).json();
    expect(first.jobs).toHaveLength(10);
    expect(second.jobs).toHaveLength(2);
    expect(second.total_count).toBe(12);
    const ids = [...first.jobs, ...second.jobs].map((job: { _id: string }) => job._id);
    expect(new Set(ids).size).toBe(12);
  });
});

describe('POST /api/retry_job', () => {
  it('needs a token (401) and the admin panel policy (403)', async () => {
    const id = await jobOf('failed', '1 hour');
    expect((await ctx.call('/retry_job', { id })).statusCode).toBe(401);
    expect((await ctx.call('/retry_job', { id }, await ctx.tokenOf(DEMO.planner))).statusCode).toBe(403);
  });

  it('answers 400 for an id that is not one, 404 for an unknown job, 409 for one that has not failed', async () => {
    const bad = await ctx.call('/retry_job', { id: 'not-a-uuid' }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.id).toBe('Job is not a valid id');

    const unknown = await ctx.call('/retry_job', { id: randomUUID() }, admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'not_found', message: 'Job not found' });

    for (const status of ['queued', 'done']) {
      const res = await ctx.call('/retry_job', { id: await jobOf(status, '1 hour') }, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Only a failed job can be retried');
    }
  });

  it('puts a failed job back in the queue as new; the worker then runs it and it leaves the list', async () => {
    const id = await jobOf('failed', '3 days', DEMO.admin);
    const res = await ctx.call('/retry_job', { id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ job: { _id: id, status: 'queued' } });
    const [row] = await ctx.database.query(
      'select status, attempts, run_at <= now() as due from jobs where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'queued', attempts: 0, due: true });
    // A second press finds it queued already.
    expect((await ctx.call('/retry_job', { id }, admin)).statusCode).toBe(409);

    expect(await ctx.app.jobs.runDue()).toBe(1);
    const [after] = await ctx.database.query('select status, attempts from jobs where id = $1', [id]);
    expect(after).toEqual({ status: 'done', attempts: 1 });
    expect((await ctx.call('/fetch_failed_jobs', {}, admin)).json().total_count).toBe(0);
  });
});
