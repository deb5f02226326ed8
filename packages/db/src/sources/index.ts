export * from './correct-content-type.ts';
export * from './correct-source-type.ts';
export * from './sum-source-domains.ts';
export * from './sum-source-trend.ts';
export * from './sum-source-urls.ts';
