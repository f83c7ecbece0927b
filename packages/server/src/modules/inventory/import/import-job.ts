import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { AlertPush } from '../../alerts/index.ts';
import { invalidateFacets } from '../../planning/index.ts';
import { afterImport } from './import-rows.ts';
import {
  discardImport,
  finishImport,
  IMPORT_JOB,
  importPace,
  lastStaged,
  mergeChunk,
  mergeChunks,
  removeStagedRows,
} from './import-staging.ts';
import { importOwner, importState, importUser } from './queries.ts';

/** What an import's job knows: whose inventory, and whose bell rings when a resumed import ends. */
export const importJobPayload = z.object({ vendorId: z.uuid(), userId: z.uuid().nullable() });

/** Tries of a resumed import before it is left failed (the platform team can retry it). */
export const IMPORT_ATTEMPTS = 5;

/**
 * The job of an import whose process stopped (a kill, a crash, a failed merge): the job queue takes
 * it over once its heartbeat is stale. Killed while staging, nothing of it was visible: its staged
 * rows are removed. Killed while merging, the chunks not yet recorded are merged, and the importer's
 * bell rings with the counts as if it had not stopped.
 */
export function registerImportJob(context: {
  database: Database;
  jobs: JobQueue;
  realtime: AlertPush | null;
}): void {
  const { database, jobs } = context;
  jobs.register(
    IMPORT_JOB,
    async (payload, job) => {
      const handle = { id: job.id, attempts: job.attempts };
      const [state] = await database.query(importState(job.id));
      if (!state) return { finished: true };
      if (state.status === 'staging') {
        await discardImport(database, job.id, await lastStaged(database, job.id), false);
        return { discarded: true };
      }
      // The chunks as the import sealed them; how many at once is this process's engine's.
      const plan = {
        staged: state.staged,
        chunkRows: state.chunk_rows,
        sideBySide: importPace(database).sideBySide,
      };
      await mergeChunks(plan, state.merged_chunks, (i) => mergeChunk(database, handle, i, plan, false));
      await removeStagedRows(database, job.id, state.staged);
      const counts = await finishImport(database, handle, false);
      const [owner] = await database.query(importOwner(counts.vendorId));
      const [user] = payload.userId ? await database.query(importUser(payload.userId)) : [];
      const result = {
        total: counts.total,
        added: { length: counts.added },
        updated: { length: counts.updated },
      };
      if (owner && user) await afterImport(context, { id: user.id, vendorId: user.vendor_id }, owner, result);
      else invalidateFacets(database);
      return { resumed: true, ...counts };
    },
    { schema: importJobPayload, maxAttempts: IMPORT_ATTEMPTS },
  );
}
