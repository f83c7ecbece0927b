import {
  optimizePlanBody,
  optimizePlanDto,
  optimizePlanJobBody,
  optimizePlanJobDto,
  POLICIES,
  planAudienceBody,
  planAudienceDto,
  siteAudienceBody,
  siteAudienceDto,
} from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../auth/index.ts';
import { bestPlanOrJob, type OptimizeDeps, optimizeJobStatus } from './optimize-job.ts';
import { planAudience, siteAudience } from './service.ts';

const tags = ['audience'];

/** The plan's audience figures, a site's, and the best plan for the budget (issue 25, decision 0028). */
export function audienceRoutes(deps: OptimizeDeps): FastifyPluginAsyncZod {
  const { database, config } = deps;
  return async (app) => {
    app.post(
      '/plan_audience',
      { schema: { tags, body: planAudienceBody, response: { 200: planAudienceDto } } },
      async (request) => planAudience(database, config.GEODATA_DIR, actorOf(request), request.body),
    );

    app.post(
      '/site_audience',
      { schema: { tags, body: siteAudienceBody, response: { 200: siteAudienceDto } } },
      async (request) => siteAudience(database, config.GEODATA_DIR, actorOf(request), request.body),
    );

    // Building a plan is the planner's work: the same policy as adding sites to it.
    app.post(
      '/optimize_plan',
      {
        config: { policies: [POLICIES.addToPlan] },
        schema: { tags, body: optimizePlanBody, response: { 200: optimizePlanDto, 202: optimizePlanJobDto } },
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
        schema: { tags, body: optimizePlanJobBody, response: { 200: optimizePlanJobDto } },
      },
      async (request) => optimizeJobStatus(database, actorOf(request), request.body.jobId),
    );
  };
}
