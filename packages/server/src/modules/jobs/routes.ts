import { apiContract, POLICIES } from '@plano/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { listFailedJobs, retryFailedJob } from './failed-jobs.ts';

const tags = ['jobs'];

/** The platform team's view of the job queue: what failed, and a second chance for it. */
export function jobRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/fetch_failed_jobs',
      {
        schema: { tags, ...apiContract['/fetch_failed_jobs'] },
        config: { policies: [POLICIES.adminPanel] },
      },
      async (request) => listFailedJobs(database.query, request.body),
    );

    app.post(
      '/retry_job',
      {
        schema: { tags, ...apiContract['/retry_job'] },
        config: { policies: [POLICIES.adminPanel] },
      },
      async (request) => {
        await retryFailedJob(database.query, request.body.id);
        return { job: { _id: request.body.id, status: 'queued' as const } };
      },
    );
  };
}
