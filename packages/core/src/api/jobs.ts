import { z } from 'zod';
import { formatMessage } from '../validation/messages.ts';

/** The server's texts of the failed-jobs list, kept here so the web can translate them. */
export const JOB_MESSAGES = {
  notFound: 'Job not found',
  notFailed: 'Only a failed job can be retried',
} as const;

export const FAILED_JOBS_PAGE_SIZES = [10, 20, 50] as const;

/** A page of failed jobs, newest failure first. */
export const fetchFailedJobsBody = z.object({
  page: z.number().int().min(0).max(100_000).default(0),
  limit: z.literal(FAILED_JOBS_PAGE_SIZES, { error: 'limit must be 10, 20 or 50' }).default(10),
});
export type FetchFailedJobsBody = z.input<typeof fetchFailedJobsBody>;

/**
 * A failed job as the platform team sees it: what it was, how often it was tried, why it failed,
 * who asked for it. Never its payload, which may hold an e-mail's text or addresses.
 */
export const failedJobDto = z.object({
  _id: z.string(),
  kind: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** When it last changed: the moment it failed. */
  updated_at: z.string(),
  created_by: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type FailedJobDto = z.infer<typeof failedJobDto>;
export const failedJobsDto = z.object({ jobs: z.array(failedJobDto), total_count: z.number() });
export type FailedJobsDto = z.infer<typeof failedJobsDto>;

export const retryJobBody = z.object({ id: z.uuid({ error: formatMessage('invalidId', { field: 'Job' }) }) });
export type RetryJobBody = z.infer<typeof retryJobBody>;
export const retryJobDto = z.object({ job: z.object({ _id: z.string(), status: z.literal('queued') }) });
