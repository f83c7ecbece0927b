import type { QueryFn } from '../../db/client.ts';
import { type ClaimedJob, pruneDoneBatch, takeOverStaleJobs } from './queries.ts';

/** A job whose worker went silent on its last try: failed now, its kind's hook is told. */
export type AbandonedJob = ClaimedJob;

export const ABANDONED_MESSAGE = 'The worker running this job stopped (no heartbeat); it was taken over';

/**
 * Running jobs whose heartbeat is older than `staleAfterSecs` belonged to a process that died or
 * froze: they go back to the queue, or fail if that was their last try (a job that kills its worker
 * must not kill every worker in turn). Only the heartbeat counts, never how long the job has run,
 * and the database's clock is the only one read, so processes on other machines agree.
 */
export async function takeOverStale(
  query: QueryFn,
  staleAfterSecs: number,
  maxAttempts: { byKind: Record<string, number>; otherwise: number },
): Promise<AbandonedJob[]> {
  const rows = await query(
    takeOverStaleJobs(
      staleAfterSecs,
      JSON.stringify(maxAttempts.byKind),
      maxAttempts.otherwise,
      ABANDONED_MESSAGE,
    ),
  );
  return rows.filter((row) => row.status === 'failed');
}

/**
 * Deletes `done` jobs finished more than `retentionDays` ago, `batchSize` rows per statement so no
 * delete holds its locks for long, and at most `maxBatches` statements per call (the next call
 * goes on). Failed jobs stay: the platform team sees them in the admin panel. Answers the count.
 */
export async function pruneDoneJobs(
  query: QueryFn,
  retentionDays: number,
  batchSize = 1000,
  maxBatches = 20,
): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const [{ n }] = await query(pruneDoneBatch(retentionDays, batchSize));
    deleted += n;
    if (n < batchSize) break;
  }
  return deleted;
}
