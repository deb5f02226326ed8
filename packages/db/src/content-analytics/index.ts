export * from './sum-content-type-trend.ts';
export * from './sum-content-types.ts';
export * from './sum-content-types-by-prompt.ts';
