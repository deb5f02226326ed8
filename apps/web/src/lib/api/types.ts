import type {
  CompetitorDocument,
  EvaluationItemDocument,
  MediaDocument,
  MemberDocument,
  OrganizationDocument,
  OwnedMediaDocument,
  ProjectDocument,
  PromptDocument,
  RecentProjectDocument,
  TagDocument,
  UserDocument,
  WorkspaceDocument,
} from '@sightline/contracts';

/**
 * Documents as the API returns them (flat, with populated relations inline): the zod schemas of
 * `packages/contracts/src/rest/documents.ts`, which a server test parses every resource's responses with, so a field
 * renamed on one side fails there instead of drifting here.
 */
export type Doc = Pick<OrganizationDocument, 'id' | 'documentId' | 'createdAt' | 'updatedAt'>;
export type Media = MediaDocument;
export type User = UserDocument;
export type Organization = OrganizationDocument;
export type Member = MemberDocument;
export type Workspace = WorkspaceDocument;
export type Prompt = PromptDocument;
export type Tag = TagDocument;
export type Competitor = CompetitorDocument;
export type EvaluationItem = EvaluationItemDocument;
export type OwnedMedia = OwnedMediaDocument;
export type Project = ProjectDocument;
export type RecentProject = RecentProjectDocument;
