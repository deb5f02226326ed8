export * from './chat-facts.ts';
export * from './list-chats-to-analyze.ts';
export * from './load-analysis-profile.ts';
export * from './recompute-rollups.ts';
export * from './replace-chat-facts.ts';
