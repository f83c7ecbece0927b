/** What other modules use of planning/: the one way in (issue 26, decision 0033). */
export { viewGrid } from './cluster-grid.ts';
export { invalidateFacets } from './facets.ts';
export { cellOnGrid } from './queries/map.ts';
export { selectionWhere, siteScope } from './queries/site-scope.ts';
export { type SitesChoice, sitesChoiceOf } from './selection.ts';
