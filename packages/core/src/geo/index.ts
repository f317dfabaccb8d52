export * from './distance.ts';
export * from './find-place.ts';
export * from './places.ts';
