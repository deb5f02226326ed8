export * from './analytics-filter.ts';
export * from './find-analytics-project.ts';
export * from './find-chat-detail.ts';
export * from './has-simulated-chats.ts';
export * from './seed-synthetic-rollups.ts';
export * from './sum-answer-rollups.ts';
export * from './sum-brand-rollups.ts';
