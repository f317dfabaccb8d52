/**
 * Leaflet's ES module build: the same API as the package's main (CommonJS) file, without the
 * CommonJS wrapper and the interop helper it needs (store-map.client.ts).
 */
declare module 'leaflet/dist/leaflet-src.esm.js' {
  export * from 'leaflet';
}
