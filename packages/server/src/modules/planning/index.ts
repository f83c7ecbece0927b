/** What other modules use of planning/: the one way in (issue 26, decision 0033). */
export { invalidateFacets } from './facets.ts';
export { type SitesChoice, selectionWhere, sitesChoiceOf } from './selection.ts';
export { siteScope } from './site-scope.ts';
export { SqlParams } from './sql-params.ts';
