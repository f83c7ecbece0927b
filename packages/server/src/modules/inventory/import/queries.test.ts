import { it } from 'vitest';
import { checkQueries, EXAMPLE_ID } from '../../../../test/query-snapshots.ts';
import * as q from './queries.ts';

const payload = '[]';

it('plans every inventory import query, as queries.sql holds it', async () => {
  await checkQueries(new URL('./queries.sql', import.meta.url), {
    insertSites: q.insertSites(payload, [EXAMPLE_ID.owner]),
    updateSite: q.updateSite(payload, EXAMPLE_ID.owner, 1),
    heartbeat: q.heartbeat(EXAMPLE_ID.campaign, 1),
    insertImportJob: q.insertImportJob(
      'inventory_import',
      { vendorId: EXAMPLE_ID.owner, userId: EXAMPLE_ID.user },
      EXAMPLE_ID.user,
    ),
    insertImportState: q.insertImportState(EXAMPLE_ID.campaign, EXAMPLE_ID.owner),
    sealImport: q.sealImport(EXAMPLE_ID.campaign, { total: 3, staged: 2, chunkRows: 100 }),
    mergeImportChunk: q.mergeImportChunk(EXAMPLE_ID.campaign, 0, 100),
    refusedStagedRows: q.refusedStagedRows(EXAMPLE_ID.campaign, 0, 100, ['ABC-001']),
    recordMergedChunk: q.recordMergedChunk(EXAMPLE_ID.campaign, 0, 60, 40),
    otherImports: q.otherImports(EXAMPLE_ID.campaign),
    deleteStagedRows: q.deleteStagedRows(EXAMPLE_ID.campaign, 0, 2_000),
    lastStagedSeq: q.lastStagedSeq(EXAMPLE_ID.campaign),
    deleteImportState: q.deleteImportState(EXAMPLE_ID.campaign),
    markInventoryUploaded: q.markInventoryUploaded(EXAMPLE_ID.owner),
    markImportJobDone: q.markImportJobDone(EXAMPLE_ID.campaign, {
      vendorId: EXAMPLE_ID.owner,
      total: 3,
      added: 1,
      updated: 1,
    }),
    discardImportState: q.discardImportState(EXAMPLE_ID.campaign),
    deleteImportJob: q.deleteImportJob(EXAMPLE_ID.campaign),
    importState: q.importState(EXAMPLE_ID.campaign),
    importOwner: q.importOwner(EXAMPLE_ID.owner),
    importUser: q.importUser(EXAMPLE_ID.user),
    regionCities: q.regionCities(),
    ownerEmail: q.ownerEmail(EXAMPLE_ID.owner),
    lockImportRows: q.lockImportRows(),
    truncateImportRows: q.truncateImportRows(),
  });
});
