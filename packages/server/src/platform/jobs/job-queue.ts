import type { Database, QueryFn } from '../../db/client.ts';

/** The running job, for handlers that name what they make after it or count their tries. */
export interface JobInfo {
  id: string;
  attempts: number;
}

export type JobHandler = (payload: Record<string, unknown>, job: JobInfo) => Promise<unknown>;

export interface JobKindOptions {
  /** Tries before the job is marked failed; the queue's own setting when absent. */
  maxAttempts?: number;
  /** Called once when the last try failed, so a failure is reported and never silent. */
  onFailed?: (payload: Record<string, unknown>, error: unknown, job: JobInfo) => Promise<void>;
}

interface ClaimedJob {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** A job still "running" this long after its last change belonged to a process that died. */
const STALE_MINUTES = 10;

/**
 * Durable jobs in the `jobs` table, run by in-process workers. A job is claimed with
 * `for update skip locked`, so several processes share one queue without running a job twice.
 * A failure is retried with growing delays (5 s, 10 s, 20 s…) and marked failed after
 * `maxAttempts`; a mail server that is down delays mail and loses none.
 */
export class JobQueue {
  private readonly handlers = new Map<string, { handler: JobHandler; options: JobKindOptions }>();
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    private readonly database: Database,
    private readonly options: { maxAttempts?: number; onError?: (kind: string, error: unknown) => void } = {},
  ) {}

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    this.handlers.set(kind, { handler, options });
  }

  /** Queues a job inside the caller's transaction: it exists only if the change that made it does. */
  async enqueue(
    query: QueryFn,
    kind: string,
    payload: Record<string, unknown>,
    createdBy?: string,
  ): Promise<string> {
    const [row] = await query<{ id: string }>(
      'insert into jobs (kind, payload, created_by) values ($1, $2::jsonb, $3) returning id',
      [kind, JSON.stringify(payload), createdBy ?? null],
    );
    return row.id;
  }

  /** Runs the jobs that are due now; answers how many ran (succeeded or failed). */
  async runDue(limit = 10): Promise<number> {
    await this.database.query(
      `update jobs set status = 'queued', updated_at = now()
        where status = 'running' and updated_at < now() - make_interval(mins => $1)`,
      [STALE_MINUTES],
    );
    const claimed = await this.database.query<ClaimedJob>(
      `update jobs set status = 'running', attempts = attempts + 1, updated_at = now()
        where id in (select id from jobs where status = 'queued' and run_at <= now()
                      order by run_at limit $1 for update skip locked)
        returning id, kind, payload, attempts`,
      [limit],
    );
    for (const job of claimed) await this.run(job);
    return claimed.length;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const entry = this.handlers.get(job.kind);
    const info: JobInfo = { id: job.id, attempts: job.attempts };
    try {
      if (!entry) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const result = await entry.handler(job.payload, info);
      await this.database.query(
        `update jobs set status = 'done', result = $2::jsonb, last_error = null, updated_at = now() where id = $1`,
        [job.id, JSON.stringify(result ?? null)],
      );
    } catch (error) {
      this.options.onError?.(job.kind, error);
      const maxAttempts = entry?.options.maxAttempts ?? this.options.maxAttempts ?? 6;
      const message = error instanceof Error ? error.message : String(error);
      const [row] = await this.database.query<{ status: string }>(
        `update jobs set status = case when attempts >= $2 then 'failed' else 'queued' end,
                run_at = now() + make_interval(secs => 5 * power(2, attempts - 1)),
                last_error = $3, updated_at = now()
          where id = $1 returning status`,
        [job.id, maxAttempts, message.slice(0, 2000)],
      );
      if (row?.status === 'failed' && entry?.options.onFailed) {
        await entry.options
          .onFailed(job.payload, error, info)
          .catch((hookError) => this.options.onError?.(job.kind, hookError));
      }
    }
  }

  /** Polls for due jobs until stopped (the server's worker). */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = true;
      this.runDue()
        .catch((error) => this.options.onError?.('poll', error))
        .finally(() => {
          this.running = false;
        });
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }
}
