import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/index.ts';
import { bestPlanOrJob, type OptimizeDeps, optimizeJobStatus } from './optimize-job.ts';
import { planAudience, siteAudience } from './service.ts';

const tags = ['audience'];

/** The plan's audience figures, a site's, and the best plan for the budget (issue 25, decision 0028). */
export function audienceRoutes(deps: OptimizeDeps): FastifyPluginAsyncZod {
  const { database, config } = deps;
  return async (app) => {
    app.post('/plan_audience', { schema: { tags, ...apiContract['/plan_audience'] } }, async (request) =>
      planAudience(database, config.GEODATA_DIR, actorOf(request), request.body),
    );

    app.post('/site_audience', { schema: { tags, ...apiContract['/site_audience'] } }, async (request) =>
      siteAudience(database, config.GEODATA_DIR, actorOf(request), request.body),
    );

    // Building a plan is the planner's work: the same policy as adding sites to it.
    app.post(
      '/optimize_plan',
      {
        config: { policies: [POLICIES.addToPlan] },
        schema: { tags, ...apiContract['/optimize_plan'] },
      },
      async (request, reply) => {
        const outcome = await bestPlanOrJob(deps, actorOf(request), request.body);
        return 'job' in outcome ? reply.code(202).send(outcome.job) : outcome.proposal;
      },
    );

    app.post(
      '/optimize_plan_job',
      {
        config: { policies: [POLICIES.addToPlan] },
        schema: { tags, ...apiContract['/optimize_plan_job'] },
      },
      async (request) => optimizeJobStatus(database, actorOf(request), request.body.jobId),
    );
  };
}
