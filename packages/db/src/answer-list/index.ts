export * from './list-chat-citation-urls.ts';
export * from './list-chat-fan-out.ts';
export * from './list-chat-mentions.ts';
export * from './list-chat-page.ts';
