export * from './find-workspace-activity.ts';
export * from './list-workspace-projects.ts';
export * from './sum-workspace-answers.ts';
export * from './sum-workspace-brands.ts';
export * from './workspace-days.ts';
