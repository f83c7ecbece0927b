import { type FailedJobsDto, type FetchFailedJobsBody, JOB_MESSAGES } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { FAILED_JOB_COLUMNS, type FailedJobRow, presentFailedJob } from './presenter.ts';

/** A page of failed jobs, the latest failure first (`jobs_status_updated_at_idx` serves the order). */
export async function listFailedJobs(
  query: QueryFn,
  { page = 0, limit = 10 }: FetchFailedJobsBody,
): Promise<FailedJobsDto> {
  const rows = await query<FailedJobRow>(
    `select ${FAILED_JOB_COLUMNS}
       from jobs j left join users u on u.id = j.created_by
      where j.status = 'failed'
      order by j.updated_at desc, j.id desc
      limit $1 offset $2`,
    [limit, page * limit],
  );
  const [{ n }] = await query<{ n: number }>(`select count(*)::int as n from jobs where status = 'failed'`);
  return { jobs: rows.map(presentFailedJob), total_count: n };
}

/**
 * Puts a failed job back in the queue, as new: its tries start again and it is due now. Only a
 * failed job: one queued, running or done is left as it is (409), so a retry never runs a job twice.
 */
export async function retryFailedJob(query: QueryFn, id: string): Promise<void> {
  const retried = await query(
    `update jobs set status = 'queued', attempts = 0, run_at = now(), heartbeat_at = null, updated_at = now()
      where id = $1 and status = 'failed' returning id`,
    [id],
  );
  if (retried.length > 0) return;
  const [job] = await query('select status from jobs where id = $1', [id]);
  throw job ? conflict(JOB_MESSAGES.notFailed) : notFound('Job');
}
