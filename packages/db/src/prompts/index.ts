export * from './add-prompt-tags.ts';
export * from './count-project-prompts.ts';
export * from './ensure-tags.ts';
export * from './find-project-prompt-ids.ts';
export * from './insert-prompts.ts';
export * from './list-prompts-with-tags.ts';
export * from './remove-prompt-tags.ts';
export * from './set-prompts-fields.ts';
