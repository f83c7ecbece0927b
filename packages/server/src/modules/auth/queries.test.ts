import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { user } = EXAMPLE_ID;
const session = '00000000-0000-4000-8000-000000000011';
const email = 'example@plano.test';

it('plans every auth query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    actorOfSession: q.actorOfSession(user, session),
    userByEmail: q.userByEmail(email),
    confirmAddress: q.confirmAddress(user, email),
    insertSession: q.insertSession(user, 24),
    closeSession: q.closeSession(session),
    'closeUserSessions (but one)': q.closeUserSessions(user, session),
    'closeUserSessions (all)': q.closeUserSessions(user, null),
    lockedSeconds: q.lockedSeconds(email),
    countFailure: q.countFailure(email, 15),
    lockAfterFailures: q.lockAfterFailures(email, 10, 15),
    deleteFailures: q.deleteFailures(email),
    pruneFailures: q.pruneFailures(),
  });
});
