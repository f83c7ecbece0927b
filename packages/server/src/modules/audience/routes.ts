import {
  optimizePlanBody,
  optimizePlanDto,
  POLICIES,
  planAudienceBody,
  planAudienceDto,
  siteAudienceBody,
  siteAudienceDto,
} from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../platform/http/auth-guard.ts';
import { bestPlan, planAudience, siteAudience } from './service.ts';

const tags = ['audience'];

/** The plan's audience figures, a site's, and the best plan for the budget (issue 25, decision 0028). */
export function audienceRoutes(database: Database, geodataDir: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/plan_audience',
      { schema: { tags, body: planAudienceBody, response: { 200: planAudienceDto } } },
      async (request) => planAudience(database, geodataDir, actorOf(request), request.body),
    );

    app.post(
      '/site_audience',
      { schema: { tags, body: siteAudienceBody, response: { 200: siteAudienceDto } } },
      async (request) => siteAudience(database, geodataDir, actorOf(request), request.body),
    );

    // Building a plan is the planner's work: the same policy as adding sites to it.
    app.post(
      '/optimize_plan',
      {
        config: { policies: [POLICIES.addToPlan] },
        schema: { tags, body: optimizePlanBody, response: { 200: optimizePlanDto } },
      },
      async (request) => bestPlan(database, geodataDir, actorOf(request), request.body),
    );
  };
}
