export * from './domain-rows.ts';
export * from './sum-report-answers.ts';
export * from './url-rows.ts';
