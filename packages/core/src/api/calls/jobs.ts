import { defineCalls } from '../call.ts';
import { failedJobsDto, fetchFailedJobsBody, retryJobBody, retryJobDto } from '../jobs.ts';

/** The platform team's view of the job queue: what failed, and a second chance for it. */
export const jobCalls = defineCalls({
  '/fetch_failed_jobs': { body: fetchFailedJobsBody, response: { 200: failedJobsDto } },
  '/retry_job': { body: retryJobBody, response: { 200: retryJobDto } },
});
