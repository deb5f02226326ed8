export * from './sum-source-domains.ts';
