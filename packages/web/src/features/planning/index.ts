// What other features may use of planning: the base map with a fixed set of sites (Book Inventory).
export type { MarkerCluster } from './components/map/site-features.ts';
export { type LegendEntry, type MapSite, SitesMap } from './components/map/sites-map.tsx';
