import type { jobs } from '../../db/schema.ts';
import { query, type RowOf, sql } from '../../db/sql.ts';

/** A failed job as the list reads it, with the user who queued it (none for the system's). */
export type FailedJobRow = Pick<
  RowOf<typeof jobs>,
  'id' | 'kind' | 'attempts' | 'last_error' | 'created_at' | 'updated_at'
> & { user_name: string | null; user_email: string | null };

/** The columns the list reads: the payload is left in the table (it may hold an e-mail's text). */
const FAILED_JOB_COLUMNS = sql`j.id, j.kind, j.attempts, j.last_error, j.created_at, j.updated_at,
  u.name as user_name, u.email as user_email`;

/** A page of failed jobs, the latest failure first (`jobs_status_updated_at_idx` serves the order). */
export const failedJobsPage = (limit: number, page: number) =>
  query<FailedJobRow>(sql`select ${FAILED_JOB_COLUMNS}
       from jobs j left join users u on u.id = j.created_by
      where j.status = 'failed'
      order by j.updated_at desc, j.id desc
      limit ${limit} offset ${page * limit}`);

export const failedJobCount = () =>
  query<{ n: number }>(sql`select count(*)::int as n from jobs where status = 'failed'`);

/** Puts the job back in the queue, as new, if it failed: a row when it did. */
export const requeueFailedJob = (id: string) =>
  query<Pick<RowOf<typeof jobs>, 'id'>>(sql`update jobs
      set status = 'queued', attempts = 0, run_at = now(), heartbeat_at = null, updated_at = now()
      where id = ${id} and status = 'failed' returning id`);

export const jobStatus = (id: string) =>
  query<Pick<RowOf<typeof jobs>, 'status'>>(sql`select status from jobs where id = ${id}`);
