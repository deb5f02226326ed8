export * from './enums.ts';
export * from './files.ts';
export * from './members.ts';
export * from './organizations.ts';
export * from './project-children.ts';
export * from './projects.ts';
export * from './users.ts';
export * from './workspaces.ts';
