import {
  InvitationDocument,
  MemberDocument,
  OrganizationDocument,
  UserDocument,
  WorkspaceDocument,
} from './organization-documents.ts';
import {
  CompetitorDocument,
  EvaluationItemDocument,
  ProjectDocument,
  PromptDocument,
  RecentProjectDocument,
  TagDocument,
} from './project-documents.ts';

/**
 * The documents the REST resources answer with, as the web app reads them: flat, with a relation present only when it
 * was populated (a single relation is null when it points nowhere, a list relation an array). Objects are strict, so a
 * renamed or unexpected field fails to parse instead of reading as undefined. Relations are getters: any nesting the
 * API allows (a project's workspace's owner member's user's avatar) parses with the same schemas.
 */
export * from './organization-documents.ts';
export * from './project-documents.ts';

/** Each REST resource's document schema, by the resource's API name (users are read through `/users/me` and populate). */
export const resourceDocuments = {
  'sightline-organizations': OrganizationDocument,
  'sightline-members': MemberDocument,
  workspaces: WorkspaceDocument,
  projects: ProjectDocument,
  'recent-projects': RecentProjectDocument,
  invitations: InvitationDocument,
  prompts: PromptDocument,
  tags: TagDocument,
  competitors: CompetitorDocument,
  'evaluation-items': EvaluationItemDocument,
  users: UserDocument,
} as const;
