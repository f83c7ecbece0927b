import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/database.ts';
import { queueMail, registerMailJob } from '../mail/mail-job.ts';
import { JobPayloadError, JobQueue } from './job-queue.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const countOf = async (kind: string) =>
  (await database.query<{ n: number }>('select count(*)::int as n from jobs where kind = $1', [kind]))[0].n;

describe('job payloads', () => {
  it('refuses an unknown kind and a bad payload at enqueue, inside the caller’s transaction', async () => {
    const queue = new JobQueue(database);
    queue.register('invoice', async () => ({}), { schema: z.object({ total: z.number().positive() }) });

    await expect(queue.enqueue(database.query, 'invoce', { total: 1 })).rejects.toThrow(
      'No job kind "invoce" is registered',
    );
    const refused = database.transaction(async (query) => {
      await query("insert into jobs (kind) values ('invoice-audit')");
      await queue.enqueue(query, 'invoice', { total: 'ten' });
    });
    await expect(refused).rejects.toBeInstanceOf(JobPayloadError);
    await expect(refused).rejects.toThrow(/"invoice" job is not valid.*expected number.*total/);
    expect(await countOf('invoice')).toBe(0);
    expect(await countOf('invoice-audit')).toBe(0);
  });

  it('keeps the parsed payload, and the handler receives it typed (defaults applied, extras dropped)', async () => {
    const queue = new JobQueue(database);
    const seen: { to: string; lng: 'en' | 'es' }[] = [];
    queue.register(
      'greeting',
      async (payload) => {
        seen.push(payload);
      },
      { schema: z.object({ to: z.string(), lng: z.enum(['en', 'es']).default('en') }) },
    );
    const id = await queue.enqueue(database.query, 'greeting', { to: 'ana', secret: 'dropped' });
    const [row] = await database.query('select payload from jobs where id = $1', [id]);
    expect(row.payload).toEqual({ to: 'ana', lng: 'en' });
    await queue.runDue();
    expect(seen).toEqual([{ to: 'ana', lng: 'en' }]);
  });

  it('a stored payload that no longer parses fails the job at once, with the reason and no retry', async () => {
    const queue = new JobQueue(database, { maxAttempts: 5 });
    let calls = 0;
    let hooked = false;
    queue.register(
      'resize',
      async () => {
        calls += 1;
      },
      {
        schema: z.object({ width: z.number().int() }),
        onFailed: async () => {
          hooked = true;
        },
      },
    );
    // As an older release might have queued it.
    const [{ id }] = await database.query<{ id: string }>(
      `insert into jobs (kind, payload) values ('resize', '{"w": 300}') returning id`,
    );
    expect(await queue.runDue()).toBe(1);
    const [row] = await database.query('select status, attempts, last_error from jobs where id = $1', [id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.last_error).toMatch(/^The payload of a "resize" job is not valid: .*width/);
    expect(calls).toBe(0);
    // The hook would be handed a payload of the wrong shape; the error is logged instead.
    expect(hooked).toBe(false);
  });

  it('mail: a mail without an addressee is refused when queued', async () => {
    const queue = new JobQueue(database);
    const sent: unknown[] = [];
    registerMailJob(queue, { destination: 'memory', send: async (mail) => void sent.push(mail) });
    await expect(queueMail(queue, database.query, { to: [], subject: 'Hi', text: 'Hello' })).rejects.toThrow(
      /"mail" job is not valid.*to/,
    );
    await queueMail(queue, database.query, { to: ['ana@example.test'], subject: 'Hi', text: 'Hello' });
    await queue.runDue();
    expect(sent).toEqual([{ to: ['ana@example.test'], subject: 'Hi', text: 'Hello' }]);
  });
});
