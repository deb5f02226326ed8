export { createProject, type NewProject } from './create-project.ts';
export { findProjectLabel } from './find-project-label.ts';
export * from './project-of-document.ts';
export { replaceOwnedMedia } from './replace-owned-media.ts';
export { recentProjectsLimit, syncRecentProjects } from './sync-recent-projects.ts';
