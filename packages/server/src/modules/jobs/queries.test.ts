import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const job = EXAMPLE_ID.other;

it('plans every failed-jobs query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    failedJobsPage: q.failedJobsPage(10, 2),
    failedJobCount: q.failedJobCount(),
    requeueFailedJob: q.requeueFailedJob(job),
    jobStatus: q.jobStatus(job),
  });
});
