import {
  type OptimizePlanBody,
  type OptimizePlanDto,
  type OptimizePlanJobDto,
  type OptimizePlanProgress,
  optimizePlanBody,
} from '@plano/core';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Actor } from '../auth/index.ts';
import { campaignById, getCampaign } from '../campaigns/index.ts';
import { computeBestPlan, countCandidates } from './best-plan.ts';
import { optimizeJobOf } from './queries.ts';

export const OPTIMIZE_JOB = 'optimize_plan';
/** Progress is written at most this often: a poll a second never needs more. */
const PROGRESS_EVERY_MS = 500;

/** What a queued search knows: the campaign (its access checked when asked) and the request. */
const optimizeJobPayload = z.object({
  campaignId: z.uuid(),
  total: z.number().int().nonnegative(),
  request: optimizePlanBody.omit({ campId: true }),
});

export interface OptimizeDeps {
  database: Database;
  config: Config;
  jobs: JobQueue;
}

/**
 * /optimize_plan: the proposal at once over up to OPTIMIZE_INLINE_SITES candidates; over more, a job
 * (202) whose progress and result /optimize_plan_job reads, so no request waits tens of seconds.
 */
export async function bestPlanOrJob(
  deps: OptimizeDeps,
  actor: Actor,
  body: z.output<typeof optimizePlanBody>,
): Promise<{ proposal: OptimizePlanDto } | { job: OptimizePlanJobDto }> {
  const { campId, ...request } = body;
  const camp = await getCampaign(deps.database, actor, campId);
  const total = await countCandidates(deps.database, camp, request);
  if (total <= deps.config.OPTIMIZE_INLINE_SITES) {
    return { proposal: await computeBestPlan(deps.database, deps.config.GEODATA_DIR, camp, request, total) };
  }
  const payload = { campaignId: camp._id, total, request: request as Omit<OptimizePlanBody, 'campId'> };
  const jobId = await deps.jobs.enqueue(deps.database.query, OPTIMIZE_JOB, payload, actor.id);
  return { job: { job_id: jobId, status: 'queued', progress: { phase: 'reading', done: 0, total } } };
}

/** A search its caller queued: where it is, and its proposal once done. Another user's job is 404. */
export async function optimizeJobStatus(
  database: Database,
  actor: Actor,
  jobId: string,
): Promise<OptimizePlanJobDto> {
  const [row] = await database.query(optimizeJobOf(jobId, OPTIMIZE_JOB, actor.id));
  if (!row) throw notFound('Job');
  return {
    job_id: jobId,
    status: row.status,
    progress: row.progress,
    ...(row.status === 'done' && row.result ? { result: row.result } : {}),
    ...(row.status === 'failed' ? { error: row.last_error ?? 'The search failed' } : {}),
  };
}

/** The job kind: one try (a search that failed on its data fails again), its progress as it goes. */
export function registerOptimizeJob({ database, config, jobs }: OptimizeDeps): void {
  jobs.register(
    OPTIMIZE_JOB,
    async (payload, job) => {
      const camp = await campaignById(database, payload.campaignId);
      if (!camp) throw new Error('The campaign was deleted');
      let toldAt = 0;
      let toldPhase = '';
      const report = async (progress: OptimizePlanProgress) => {
        const now = Date.now();
        if (progress.phase === toldPhase && now - toldAt < PROGRESS_EVERY_MS) return;
        toldAt = now;
        toldPhase = progress.phase;
        await jobs.setProgress(job.id, progress);
      };
      return computeBestPlan(database, config.GEODATA_DIR, camp, payload.request, payload.total, report);
    },
    { schema: optimizeJobPayload, maxAttempts: 1 },
  );
}
