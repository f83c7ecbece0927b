import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const { campaign, user } = EXAMPLE_ID;

it('plans every export query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    planSize: q.planSize(campaign),
    excelPlanPage: q.excelPlanPage(campaign, 0, 2000),
    upsertStoredFile: q.upsertStoredFile({
      bucket: 'decks',
      key: `${campaign}.pptx`,
      contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      size: 1024,
      ownerUserId: user,
    }),
    storedFileInfo: q.storedFileInfo('decks', `${campaign}.pptx`),
    sitePhotoKeys: q.sitePhotoKeys([1, 2]),
    campaignName: q.campaignName(campaign),
  });
});
