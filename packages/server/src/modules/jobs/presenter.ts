import type { FailedJobDto } from '@plano/core';

export interface FailedJobRow {
  id: string;
  kind: string;
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  user_name: string | null;
  user_email: string | null;
}

/** The columns the list reads: the payload is left in the table (it may hold an e-mail's text). */
export const FAILED_JOB_COLUMNS = `j.id, j.kind, j.attempts, j.last_error, j.created_at, j.updated_at,
  u.name as user_name, u.email as user_email`;

export function presentFailedJob(row: FailedJobRow): FailedJobDto {
  return {
    _id: row.id,
    kind: row.kind,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    // A job queued by the system, or by a user since deleted, has no one to name.
    created_by: row.user_email === null ? null : { name: row.user_name ?? '', email: row.user_email },
  };
}
