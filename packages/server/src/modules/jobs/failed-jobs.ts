import { type FailedJobsDto, type FetchFailedJobsBody, JOB_MESSAGES } from '@plano/core';
import type { QueryFn } from '../../db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { presentFailedJob } from './presenter.ts';
import { failedJobCount, failedJobsPage, jobStatus, requeueFailedJob } from './queries.ts';

/** A page of failed jobs, the latest failure first (`jobs_status_updated_at_idx` serves the order). */
export async function listFailedJobs(
  query: QueryFn,
  { page = 0, limit = 10 }: FetchFailedJobsBody,
): Promise<FailedJobsDto> {
  const rows = await query(failedJobsPage(limit, page));
  const [{ n }] = await query(failedJobCount());
  return { jobs: rows.map(presentFailedJob), total_count: n };
}

/**
 * Puts a failed job back in the queue, as new: its tries start again and it is due now. Only a
 * failed job: one queued, running or done is left as it is (409), so a retry never runs a job twice.
 */
export async function retryFailedJob(query: QueryFn, id: string): Promise<void> {
  const retried = await query(requeueFailedJob(id));
  if (retried.length > 0) return;
  const [job] = await query(jobStatus(id));
  throw job ? conflict(JOB_MESSAGES.notFailed) : notFound('Job');
}
