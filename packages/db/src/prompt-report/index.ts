export * from './count-prompt-top-ranks.ts';
export * from './find-prompt-subject.ts';
export * from './list-prompt-day-rows.ts';
export * from './prompt-range.ts';
export * from './sum-prompt-brands.ts';
export * from './sum-prompt-searches.ts';
