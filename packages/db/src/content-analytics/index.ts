export * from './sum-content-type-cuts.ts';
export * from './sum-content-types.ts';
