/** What other modules use of inventory/: the one way in (issue 26, decision 0033). */
export { agencyViewer, ownerViewer, type SiteViewer } from './grid/site-costs.ts';
export { presentSiteRows, SITE_COLUMNS, type SiteRow } from './grid/site-presenter.ts';
export type { SiteImageStore } from './images/site-image-store.ts';
