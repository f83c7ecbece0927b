import type { jobs } from '../../db/schema.ts';
import { asArray, query, type RowOf, sql } from '../../db/sql.ts';

/** A job as its worker takes it. */
export type ClaimedJob = Pick<RowOf<typeof jobs>, 'id' | 'kind' | 'payload' | 'attempts'>;

/** `payload`: the kind's parsed payload as JSON text. */
export const insertJob = (kind: string, payload: string, createdBy: string | null) =>
  query<Pick<RowOf<typeof jobs>, 'id'>>(
    sql`insert into jobs (kind, payload, created_by) values (${kind}, ${payload}::jsonb, ${createdBy}) returning id`,
  );

/** `progress`: JSON text; written only while the job runs. */
export const setJobProgress = (id: string, progress: string) =>
  query(
    sql`update jobs set progress = ${progress}::jsonb, updated_at = now() where id = ${id} and status = 'running'`,
  );

/** Takes the next due job of one of `kinds`, skipping those another worker holds. */
export const claimNextJob = (kinds: readonly string[]) =>
  query<ClaimedJob>(sql`update jobs set status = 'running', attempts = attempts + 1, heartbeat_at = now(), updated_at = now()
        where id = (select id from jobs where status = 'queued' and run_at <= now() and kind = any(${asArray(kinds)}::text[])
                     order by run_at limit 1 for update skip locked)
        returning id, kind, payload, attempts`);

/** The running try `attempts` of job `id` is alive. */
export const writeHeartbeat = (id: string, attempts: number) =>
  query(
    sql`update jobs set heartbeat_at = now() where id = ${id} and status = 'running' and attempts = ${attempts}`,
  );

/** Try `attempts` succeeded (`result`: JSON text); no row when the job was taken over meanwhile. */
export const finishDone = (id: string, attempts: number, result: string) =>
  query<
    Pick<RowOf<typeof jobs>, 'id'>
  >(sql`update jobs set status = 'done', result = ${result}::jsonb, last_error = null, updated_at = now()
          where id = ${id} and attempts = ${attempts} and status = 'running' returning id`);

/** Try `attempts` failed: queued again after a growing delay, or failed once `maxAttempts` are spent. */
export const finishFailedTry = (id: string, attempts: number, maxAttempts: number, message: string) =>
  query<
    Pick<RowOf<typeof jobs>, 'status'>
  >(sql`update jobs set status = case when attempts >= ${maxAttempts} then 'failed' else 'queued' end,
              run_at = now() + make_interval(secs => 5 * power(2, attempts - 1)),
              last_error = ${message}, updated_at = now()
        where id = ${id} and attempts = ${attempts} and status = 'running' returning status`);

/**
 * Running jobs whose heartbeat is older than `staleAfterSecs`: queued again, or failed on their last
 * try (`maxAttemptsByKind`: JSON text of kind → tries, `otherwise` for the kinds it leaves out).
 */
export const takeOverStaleJobs = (
  staleAfterSecs: number,
  maxAttemptsByKind: string,
  otherwise: number,
  message: string,
) =>
  query<ClaimedJob & Pick<RowOf<typeof jobs>, 'status'>>(sql`update jobs
        set status = case when attempts >= coalesce((${maxAttemptsByKind}::jsonb ->> kind)::int, ${otherwise}) then 'failed' else 'queued' end,
            last_error = ${message}, run_at = now(), updated_at = now()
      where status = 'running'
        and coalesce(heartbeat_at, updated_at) < now() - make_interval(secs => ${staleAfterSecs})
      returning id, kind, payload, attempts, status`);

/** Deletes up to `batchSize` `done` jobs finished more than `retentionDays` ago; answers how many. */
export const pruneDoneBatch = (retentionDays: number, batchSize: number) =>
  query<{ n: number }>(sql`with gone as (
         delete from jobs where id in (
           select id from jobs
            where status = 'done' and updated_at < now() - make_interval(days => ${retentionDays})
            limit ${batchSize})
         returning 1)
       select count(*)::int as n from gone`);
