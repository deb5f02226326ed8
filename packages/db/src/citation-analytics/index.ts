export * from './list-owned-media.ts';
export * from './sum-citation-answers.ts';
export * from './sum-owned-domain-positions.ts';
