/** What other modules use of geo/: the one way in (issue 26, decision 0033). */
export { loadGeodata, upsertGeodata } from './geodata.ts';
