export * from './list-prompt-status.ts';
