import {
  optimizePlanBody,
  optimizePlanDto,
  optimizePlanJobBody,
  optimizePlanJobDto,
  planAudienceBody,
  planAudienceDto,
  siteAudienceBody,
  siteAudienceDto,
} from '../audience.ts';
import { defineCalls } from '../call.ts';

/** The plan's audience figures, a site's, and the best plan for the budget (issue 25). */
export const audienceCalls = defineCalls({
  '/plan_audience': { body: planAudienceBody, response: { 200: planAudienceDto } },
  '/site_audience': { body: siteAudienceBody, response: { 200: siteAudienceDto } },
  // A small search answers at once (200); a large one is a job to follow (202).
  '/optimize_plan': { body: optimizePlanBody, response: { 200: optimizePlanDto, 202: optimizePlanJobDto } },
  '/optimize_plan_job': { body: optimizePlanJobBody, response: { 200: optimizePlanJobDto } },
});
