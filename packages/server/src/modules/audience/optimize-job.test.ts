import { optimizePlanDto, optimizePlanJobDto } from '@plano/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampaignRef, createCampaign, outsiderToken } from '../../../test/fixtures/planning-fixtures.ts';
import { createTestContext, DEMO, type TestContext } from '../../../test/index.ts';
import { campaignById } from '../campaigns/service.ts';
import { computeBestPlan } from './best-plan.ts';

// A search over more candidates than OPTIMIZE_INLINE_SITES runs as a job (issue 25): here past 50.
let ctx: TestContext;
let planner: string;
let camp: CampaignRef;

beforeAll(async () => {
  ctx = await createTestContext({ sites: 600, env: { OPTIMIZE_INLINE_SITES: '50' } });
  planner = await ctx.tokenOf(DEMO.planner);
  camp = await createCampaign(ctx, planner, {
    budget: 30_000_000,
    start_date: '2030-05-01',
    end_date: '2030-05-28',
  });
});
afterAll(() => ctx.close());

const start = async (campId: string) => {
  const res = await ctx.call('/optimize_plan', { campId }, planner);
  expect(res.statusCode, res.body).toBe(202);
  return optimizePlanJobDto.parse(res.json());
};
const status = async (jobId: string, token = planner) => ctx.call('/optimize_plan_job', { jobId }, token);

describe('/optimize_plan over many candidates: a job with progress', () => {
  it('answers 202 with the job, then its progress and the same proposal as a search at once', async () => {
    const job = await start(camp._id);
    expect(job.status).toBe('queued');
    expect(job.progress).toEqual({ phase: 'reading', done: 0, total: expect.any(Number) });
    expect(job.progress?.total).toBeGreaterThan(50);
    const queued = optimizePlanJobDto.parse((await status(job.job_id)).json());
    expect(queued).toMatchObject({ status: 'queued' });
    expect(queued.result).toBeUndefined();

    expect(await ctx.app.jobs.runDue()).toBe(1);
    const done = optimizePlanJobDto.parse((await status(job.job_id)).json());
    expect(done.status).toBe('done');
    // The last step it told: the proposal's figures.
    expect(done.progress?.phase).toBe('figures');
    const proposal = optimizePlanDto.parse(done.result);
    expect(proposal.inv_ids.length).toBeGreaterThan(0);
    expect(proposal.cost).toBeLessThanOrEqual(30_000_000);

    // The same search computed here, at once: the job changes when, not what.
    const campaign = await campaignById(ctx.database, camp._id);
    if (!campaign) throw new Error('campaign missing');
    const direct = await computeBestPlan(
      ctx.database,
      ctx.config.GEODATA_DIR,
      campaign,
      {},
      job.progress?.total ?? 0,
    );
    expect(proposal.inv_ids).toEqual(direct.inv_ids);
    expect(proposal.figures).toEqual(direct.figures);
  });

  it('fails with a reason when the campaign is deleted before the job runs', async () => {
    const doomed = await createCampaign(ctx, planner, { budget: 10_000_000 });
    const job = await start(doomed._id);
    expect((await ctx.call('/delete_campaigns', { campIds: [doomed._id] }, planner)).statusCode).toBe(200);
    await ctx.app.jobs.runDue();
    const failed = optimizePlanJobDto.parse((await status(job.job_id)).json());
    expect(failed).toMatchObject({ status: 'failed', error: 'The campaign was deleted' });
  });

  it('is read only by who asked: 401 without a token, 403 without the policy, 404 for anyone else, 400 for a bad id', async () => {
    const job = await start(camp._id);
    expect((await ctx.call('/optimize_plan_job', { jobId: job.job_id })).statusCode).toBe(401);
    const viewer = await ctx.tokenOf(DEMO.viewer);
    expect((await status(job.job_id, viewer)).statusCode).toBe(403);
    // A colleague with every agency policy, and another agency: the job is not theirs.
    expect((await status(job.job_id, await ctx.tokenOf(DEMO.manager))).statusCode).toBe(404);
    expect((await status(job.job_id, await outsiderToken(ctx, 'job-outsider@other.test'))).statusCode).toBe(
      404,
    );
    expect((await status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await status('not-a-job');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('jobId is not a valid job id');
    await ctx.app.jobs.runDue();
  });
});
