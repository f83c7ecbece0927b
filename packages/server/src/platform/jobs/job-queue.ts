import type { z } from 'zod';
import type { Database, QueryFn } from '../../db/client.ts';
import { pruneDoneJobs, takeOverStale } from './job-housekeeping.ts';
import {
  type JobHandler,
  type JobInfo,
  type JobKind,
  type JobKindOptions,
  parsePayload,
} from './job-kind.ts';
import {
  type ClaimedJob,
  claimNextJob,
  finishDone,
  finishFailedTry,
  insertJob,
  setJobProgress,
  writeHeartbeat,
} from './queries.ts';

export type { JobHandler, JobInfo, JobKindOptions } from './job-kind.ts';
export { JobPayloadError } from './job-kind.ts';

export interface JobQueueOptions {
  /** Tries of a kind that sets none. */
  maxAttempts?: number;
  /** How often a running job's heartbeat is written. */
  heartbeatMs?: number;
  /** A running job whose heartbeat is older than this is taken over by another worker. */
  staleAfterMs?: number;
  /** `done` jobs are deleted this many days after they finished. */
  retentionDays?: number;
  /** The worker prunes at most this often. */
  pruneEveryMs?: number;
  onError?: (kind: string, error: unknown) => void;
}

const DEFAULTS = {
  maxAttempts: 6,
  heartbeatMs: 15_000,
  staleAfterMs: 60_000,
  retentionDays: 14,
  pruneEveryMs: 5 * 60_000,
};

/**
 * Durable jobs in the `jobs` table, run by in-process workers. A job is claimed with
 * `for update skip locked`, so several processes share one queue without running a job twice;
 * while it runs its worker writes a heartbeat, and only a job whose heartbeat went stale is taken
 * over (a long job is not run twice). A failure is retried with growing delays (5 s, 10 s, 20 s…)
 * and marked failed after `maxAttempts`; a mail server that is down delays mail and loses none.
 */
export class JobQueue {
  private readonly kinds = new Map<string, JobKind>();
  private readonly settings: typeof DEFAULTS;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private stopping = false;
  private prunedAt = 0;
  /** Polls and prunes under way, which stop() waits for. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions = {},
  ) {
    const given = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
    this.settings = { ...DEFAULTS, ...given };
  }

  register<S extends z.ZodType>(kind: string, handler: JobHandler<S>, options: JobKindOptions<S>): void {
    // Stored with its types erased: parsePayload is what makes the payload a z.output<S> again.
    this.kinds.set(kind, { ...options, handler } as unknown as JobKind);
  }

  /**
   * Queues a job inside the caller's transaction: it exists only if the change that made it does.
   * Throws (a bug of the caller) for an unknown kind or a payload its schema refuses.
   */
  async enqueue(query: QueryFn, kind: string, payload: unknown, createdBy?: string): Promise<string> {
    const entry = this.kinds.get(kind);
    if (!entry) throw new Error(`No job kind "${kind}" is registered`);
    const [row] = await query(
      insertJob(kind, JSON.stringify(parsePayload(kind, entry, payload)), createdBy ?? null),
    );
    return row.id;
  }

  /** Writes how far a running job is (its handler's own words: a step, a count), for who waits on it. */
  async setProgress(id: string, progress: unknown): Promise<void> {
    await this.database.query(setJobProgress(id, JSON.stringify(progress)));
  }

  /** Runs due jobs one by one, up to `limit`; answers how many ran (succeeded or failed). */
  runDue(limit = 10): Promise<number> {
    return this.track(this.poll(limit));
  }

  /** Deletes old `done` jobs now; the worker calls it every few minutes. Answers the count. */
  prune(): Promise<number> {
    this.prunedAt = Date.now();
    return this.track(pruneDoneJobs(this.database.query, this.settings.retentionDays));
  }

  /** Polls for due jobs until stopped (the server's worker). */
  start(intervalMs = 1000): void {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => {
      if (this.polling) return;
      this.polling = true;
      this.runDue()
        .then(() => (this.pruneIsDue() ? this.prune() : 0))
        .catch((error) => this.options.onError?.('poll', error))
        .finally(() => {
          this.polling = false;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /**
   * Stops taking jobs and resolves once the jobs this process is running have finished and their
   * status is written, so the database can then be closed (a deadline around it is the caller's).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private pruneIsDue(): boolean {
    return !this.stopping && Date.now() - this.prunedAt >= this.settings.pruneEveryMs;
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const forget = () => this.inFlight.delete(work);
    work.then(forget, forget);
    return work;
  }

  private async poll(limit: number): Promise<number> {
    await this.reclaimStale();
    // One at a time: a claimed job is always a running one, whose heartbeat is being written.
    let ran = 0;
    while (ran < limit && !this.stopping) {
      const job = await this.claim();
      if (!job) break;
      await this.run(job);
      ran += 1;
    }
    return ran;
  }

  private async reclaimStale(): Promise<void> {
    const byKind = Object.fromEntries(
      [...this.kinds].flatMap(([kind, entry]) => (entry.maxAttempts ? [[kind, entry.maxAttempts]] : [])),
    );
    const abandoned = await takeOverStale(this.database.query, this.settings.staleAfterMs / 1000, {
      byKind,
      otherwise: this.settings.maxAttempts,
    });
    for (const job of abandoned) {
      const entry = this.kinds.get(job.kind);
      const parsed = entry?.schema.safeParse(job.payload);
      if (!entry?.onFailed || !parsed?.success) continue;
      const error = new Error('the worker running it stopped');
      await entry.onFailed(parsed.data, error, job).catch((e) => this.options.onError?.(job.kind, e));
    }
  }

  /** The next due job of a kind this process knows (another release's kinds are left to it). */
  private async claim(): Promise<ClaimedJob | undefined> {
    const [job] = await this.database.query(claimNextJob([...this.kinds.keys()]));
    return job;
  }

  private async run(job: ClaimedJob): Promise<void> {
    const entry = this.kinds.get(job.kind)!;
    const info: JobInfo = { id: job.id, kind: job.kind, attempts: job.attempts };
    let payload: unknown;
    try {
      payload = parsePayload(job.kind, entry, job.payload);
    } catch (error) {
      // Retrying cannot make a payload valid: the job fails now, with the reason as its error.
      this.options.onError?.(job.kind, error);
      await this.finish(job, 'failed', { error });
      return;
    }
    const heartbeat = setInterval(() => {
      this.database
        .query(writeHeartbeat(job.id, job.attempts))
        .catch((error) => this.options.onError?.(job.kind, error));
    }, this.settings.heartbeatMs);
    heartbeat.unref();
    try {
      const result = await entry.handler(payload, info);
      await this.finish(job, 'done', { result });
    } catch (error) {
      this.options.onError?.(job.kind, error);
      const failed = await this.finish(job, 'retry', { error, maxAttempts: entry.maxAttempts });
      if (failed && entry.onFailed) {
        await entry.onFailed(payload, error, info).catch((e) => this.options.onError?.(job.kind, e));
      }
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Writes how the try ended; answers whether the job is now failed. Only this try's row is
   * written (same attempts, still running): a job taken over meanwhile belongs to its new worker.
   */
  private async finish(
    job: ClaimedJob,
    outcome: 'done' | 'failed' | 'retry',
    detail: { result?: unknown; error?: unknown; maxAttempts?: number },
  ): Promise<boolean> {
    if (outcome === 'done') {
      const written = await this.database.query(
        finishDone(job.id, job.attempts, JSON.stringify(detail.result ?? null)),
      );
      if (written.length === 0) this.options.onError?.(job.kind, new Error(`job ${job.id} was taken over`));
      return false;
    }
    const message = detail.error instanceof Error ? detail.error.message : String(detail.error);
    const maxAttempts = outcome === 'failed' ? 0 : (detail.maxAttempts ?? this.settings.maxAttempts);
    const [row] = await this.database.query(
      finishFailedTry(job.id, job.attempts, maxAttempts, message.slice(0, 2000)),
    );
    return row?.status === 'failed';
  }
}
