import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const job = EXAMPLE_ID.other;

it('plans every job query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    insertJob: q.insertJob('deck', JSON.stringify({ campaignId: EXAMPLE_ID.campaign }), EXAMPLE_ID.user),
    setJobProgress: q.setJobProgress(job, JSON.stringify({ phase: 'reading', done: 0, total: 10 })),
    claimNextJob: q.claimNextJob(['deck', 'mail']),
    writeHeartbeat: q.writeHeartbeat(job, 1),
    finishDone: q.finishDone(job, 1, JSON.stringify({ slides: 3 })),
    finishFailedTry: q.finishFailedTry(job, 1, 6, 'boom'),
    takeOverStaleJobs: q.takeOverStaleJobs(60, JSON.stringify({ deck: 3 }), 6, 'stopped'),
    pruneDoneBatch: q.pruneDoneBatch(14, 1000),
  });
});
