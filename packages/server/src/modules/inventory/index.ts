/** What other modules use of inventory/: the one way in (issue 26, decision 0033). */

export { SITE_COLUMNS } from './grid/queries.ts';
export { agencyViewer, ownerViewer, type SiteViewer } from './grid/site-costs.ts';
export { presentSiteRows } from './grid/site-presenter.ts';
export type { SiteImageStore } from './images/site-image-store.ts';
export type { NewSiteRow, SiteRow } from './site-row.ts';
