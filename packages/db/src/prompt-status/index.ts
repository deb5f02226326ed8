export * from './count-organization-prompts.ts';
export * from './list-prompt-status.ts';
