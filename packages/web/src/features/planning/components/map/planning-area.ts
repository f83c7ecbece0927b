/**
 * Where the planning map can look (its maxBounds): Chile with its islands and neighbours. The map
 * cannot pan beyond it, so the build leaves the world's other countries out of the base map
 * (base-map-data.ts). A module of its own: the map reads it at run time, the conversion at build time.
 */
export const PLANNING_AREA: [west: number, south: number, east: number, north: number] = [-130, -62, -20, 10];
