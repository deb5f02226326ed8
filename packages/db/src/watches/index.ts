export * from './backfill-watch-hits.ts';
export * from './match-watch-hits.ts';
export * from './sum-answer-days.ts';
export * from './sum-watch-hits.ts';
export * from './watch-match.ts';
export * from './watch-rows.ts';
