export * from './list-domain-prompts.ts';
export * from './sum-brand-mention-days.ts';
export * from './sum-domain-answer-days.ts';
export * from './sum-domain-citing-days.ts';
