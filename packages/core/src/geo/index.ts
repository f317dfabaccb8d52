export * from './distance.ts';
export * from './find-place.ts';
export * from './map-tiles.ts';
export * from './nl-address-csv.ts';
export * from './nl-postcodes.ts';
export * from './nl-street-ranges.ts';
export * from './places.ts';
