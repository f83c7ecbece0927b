/** The built-in base map's files, one URL per layer (vite-base-map.ts). */
declare module 'virtual:base-map' {
  const urls: Record<import('./features/planning/components/map/base-map-data.ts').BaseMapLayer, string>;
  export default urls;
}
