export * from './fail-run.ts';
export * from './find-collect-target.ts';
export * from './find-collects-of-day.ts';
export * from './list-scheduled-projects.ts';
export * from './list-unfinished-runs.ts';
export * from './plan-collect.ts';
export * from './start-run.ts';
export * from './store-chat.ts';
