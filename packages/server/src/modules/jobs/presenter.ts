import type { FailedJobDto } from '@plano/core';
import type { FailedJobRow } from './queries.ts';

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
