export * from './count-content-types-by-intent.ts';
export * from './count-prompt-mentions.ts';
export * from './list-prompt-gap-domains.ts';
export type { OptimisationFilter } from './optimisation-filter.ts';
export * from './sum-engine-brand-answers.ts';
export * from './sum-gap-domains.ts';
export * from './sum-owned-page-periods.ts';
export * from './sum-prompt-answers.ts';
