export * from './distance.ts';
export * from './find-place.ts';
export * from './nl-postcodes.ts';
export * from './places.ts';
