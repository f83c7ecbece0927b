import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID, exampleActor } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { user, other, campaign, agency, owner } = EXAMPLE_ID;

it('plans every chat query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    insertMessage: q.insertMessage(user, other, 'Example', 'Hello'),
    conversationPage: q.conversationPage(user, other, null, 51),
    unreadCounts: q.unreadCounts(user),
    markConversationRead: q.markConversationRead(user, other),
    linkOwner: q.linkOwner(user, campaign),
    'contactsOfLink (one person)': q.contactsOfLink(campaign, other),
    contactsOfAgencyMember: q.contactsOfAgencyMember({ ...exampleActor(), agencyId: agency }),
    contactsOfOwnerUser: q.contactsOfOwnerUser({ ...exampleActor({ agencyId: null }), vendorId: owner }),
  });
});
