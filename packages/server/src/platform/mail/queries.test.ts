import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { agency, user } = EXAMPLE_ID;

it('plans every mail query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    lockMailLedger: q.lockMailLedger(`mail:agency:${agency}`),
    deleteUserMailsPastHour: q.deleteUserMailsPastHour('platform', user),
    insertMailSend: q.insertMailSend({
      accountKey: `agency:${agency}`,
      userId: user,
      kind: 'deck',
      recipients: 2,
    }),
    userMailsInHour: q.userMailsInHour(user, 'confirm_email'),
    deleteAccountMailsPastHour: q.deleteAccountMailsPastHour(`agency:${agency}`),
    accountMails: q.accountMails(`agency:${agency}`),
  });
});
