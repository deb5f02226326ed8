import { z } from 'zod';
import { EngineId, Intent, IntentSource, MemberRole, OwnedMediaKind, ProjectStatus } from '../enums.ts';

/**
 * The documents the REST resources answer with, as the web app reads them: flat, with a relation present only when it
 * was populated (a single relation is null when it points nowhere, a list relation an array). Objects are strict, so a
 * renamed or unexpected field fails to parse instead of reading as undefined. Relations are getters: any nesting the
 * API allows (a project's workspace's owner member's user's avatar) parses with the same schemas.
 */

/** A timestamp as JSON carries it: ISO 8601 with its offset. */
const Timestamp = z.iso.datetime({ offset: true });
const Id = z.number().int().positive();

const documentFields = {
  id: Id,
  documentId: z.string().min(1),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

/** An uploaded file (`files`): an avatar or a project's feature image, with its public URL. */
export const MediaDocument = z.strictObject({
  ...documentFields,
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaDocument = z.infer<typeof MediaDocument>;

/** `sightline-organizations`. */
const OrganizationFields = z.strictObject({
  ...documentFields,
  name: z.string(),
});
export interface OrganizationDocument extends z.infer<typeof OrganizationFields> {
  owner?: UserDocument | null;
  members?: MemberDocument[];
  workspaces?: WorkspaceDocument[];
}
export const OrganizationDocument: z.ZodType<OrganizationDocument> = OrganizationFields.extend({
  get owner() {
    return UserDocument.nullable().optional();
  },
  get members() {
    return z.array(MemberDocument).optional();
  },
  get workspaces() {
    return z.array(WorkspaceDocument).optional();
  },
});

/**
 * `users` and `/users/me`: never credentials. The remembered selection (`lastSelected*Id`) reads as null on anyone
 * but the caller.
 */
const UserFields = z.strictObject({
  ...documentFields,
  username: z.string(),
  email: z.string(),
  provider: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  isDeveloper: z.boolean(),
  locale: z.string(),
  timezone: z.string(),
  lastSelectedOrganizationId: Id.nullable(),
  lastSelectedMemberId: Id.nullable(),
  lastSelectedWorkspaceId: Id.nullable(),
  lastSelectedProjectId: Id.nullable(),
  passwordChangedAt: Timestamp.nullable(),
});
export interface UserDocument extends z.infer<typeof UserFields> {
  avatar?: MediaDocument | null;
  members?: MemberDocument[];
}
export const UserDocument: z.ZodType<UserDocument> = UserFields.extend({
  get avatar() {
    return MediaDocument.nullable().optional();
  },
  get members() {
    return z.array(MemberDocument).optional();
  },
});

/** `sightline-members`: a user's role in one organization. */
const MemberFields = z.strictObject({
  ...documentFields,
  role: MemberRole,
  organizationId: Id,
  userId: Id,
});
export interface MemberDocument extends z.infer<typeof MemberFields> {
  sightline_organization?: OrganizationDocument | null;
  user?: UserDocument | null;
}
export const MemberDocument: z.ZodType<MemberDocument> = MemberFields.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get user() {
    return UserDocument.nullable().optional();
  },
});

/** `workspaces`. */
const WorkspaceFields = z.strictObject({
  ...documentFields,
  name: z.string(),
});
export interface WorkspaceDocument extends z.infer<typeof WorkspaceFields> {
  sightline_organization?: OrganizationDocument | null;
  owner?: UserDocument | null;
  ownerMember?: MemberDocument | null;
}
export const WorkspaceDocument: z.ZodType<WorkspaceDocument> = WorkspaceFields.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get owner() {
    return UserDocument.nullable().optional();
  },
  get ownerMember() {
    return MemberDocument.nullable().optional();
  },
});

/** `invitations`: who was invited with which role, until when, and whether it was accepted. */
const InvitationFields = z.strictObject({
  ...documentFields,
  email: z.string(),
  role: MemberRole,
  expiresAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
});
export interface InvitationDocument extends z.infer<typeof InvitationFields> {
  sightline_organization?: OrganizationDocument | null;
  invitedBy?: UserDocument | null;
}
export const InvitationDocument: z.ZodType<InvitationDocument> = InvitationFields.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get invitedBy() {
    return UserDocument.nullable().optional();
  },
});

/** `prompts`: a question asked to the engines; its intent is set by a person (manual) or by the analysis (auto). */
const PromptFields = z.strictObject({
  ...documentFields,
  text: z.string(),
  language: z.string(),
  intent: Intent.nullable(),
  intentSource: IntentSource,
  active: z.boolean(),
});
export interface PromptDocument extends z.infer<typeof PromptFields> {
  project?: ProjectDocument | null;
}
export const PromptDocument: z.ZodType<PromptDocument> = PromptFields.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `tags`. */
const TagFields = z.strictObject({
  ...documentFields,
  name: z.string(),
  color: z.string().nullable(),
});
export interface TagDocument extends z.infer<typeof TagFields> {
  project?: ProjectDocument | null;
}
export const TagDocument: z.ZodType<TagDocument> = TagFields.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `competitors`: a brand tracked beside the project's own. */
const CompetitorFields = z.strictObject({
  ...documentFields,
  name: z.string(),
  aliases: z.array(z.string()),
  domains: z.array(z.string()),
});
export interface CompetitorDocument extends z.infer<typeof CompetitorFields> {
  project?: ProjectDocument | null;
}
export const CompetitorDocument: z.ZodType<CompetitorDocument> = CompetitorFields.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `evaluation-items`: an aspect answers are judged on, found by its keywords. */
const EvaluationItemFields = z.strictObject({
  ...documentFields,
  name: z.string(),
  keywords: z.array(z.string()),
});
export interface EvaluationItemDocument extends z.infer<typeof EvaluationItemFields> {
  project?: ProjectDocument | null;
}
export const EvaluationItemDocument: z.ZodType<EvaluationItemDocument> = EvaluationItemFields.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `owned-media` (populated on projects): the project's own domains, URLs and social profiles. */
const OwnedMediaFields = z.strictObject({
  ...documentFields,
  kind: OwnedMediaKind,
  value: z.string(),
});
export interface OwnedMediaDocument extends z.infer<typeof OwnedMediaFields> {
  project?: ProjectDocument | null;
}
export const OwnedMediaDocument: z.ZodType<OwnedMediaDocument> = OwnedMediaFields.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `projects`, with the relations the web app populates (see the server's default project populate). */
const ProjectFields = z.strictObject({
  ...documentFields,
  name: z.string(),
  brandName: z.string(),
  brandAliases: z.array(z.string()),
  description: z.string(),
  language: z.string(),
  country: z.string(),
  timezone: z.string(),
  status: ProjectStatus,
  engines: z.array(EngineId),
  samplesPerRun: z.number().int().positive(),
  scheduleTime: z.string(),
  /** Every engine of the project is answered by the simulator: its data is simulated. */
  simulated: z.boolean(),
});
export interface ProjectDocument extends z.infer<typeof ProjectFields> {
  workspace?: WorkspaceDocument | null;
  owner?: UserDocument | null;
  ownerMember?: MemberDocument | null;
  featureImage?: MediaDocument | null;
  queries?: PromptDocument[];
  tags?: TagDocument[];
  competitors?: CompetitorDocument[];
  evaluationItems?: EvaluationItemDocument[];
  ownedMedia?: OwnedMediaDocument[];
}
export const ProjectDocument: z.ZodType<ProjectDocument> = ProjectFields.extend({
  get workspace() {
    return WorkspaceDocument.nullable().optional();
  },
  get owner() {
    return UserDocument.nullable().optional();
  },
  get ownerMember() {
    return MemberDocument.nullable().optional();
  },
  get featureImage() {
    return MediaDocument.nullable().optional();
  },
  get queries() {
    return z.array(PromptDocument).optional();
  },
  get tags() {
    return z.array(TagDocument).optional();
  },
  get competitors() {
    return z.array(CompetitorDocument).optional();
  },
  get evaluationItems() {
    return z.array(EvaluationItemDocument).optional();
  },
  get ownedMedia() {
    return z.array(OwnedMediaDocument).optional();
  },
});

/** `recent-projects`: a project the member opened lately in a workspace. */
const RecentProjectFields = z.strictObject({
  ...documentFields,
  touchedAt: Timestamp,
});
export interface RecentProjectDocument extends z.infer<typeof RecentProjectFields> {
  sightline_member?: MemberDocument | null;
  workspace?: WorkspaceDocument | null;
  project?: ProjectDocument | null;
}
export const RecentProjectDocument: z.ZodType<RecentProjectDocument> = RecentProjectFields.extend({
  get sightline_member() {
    return MemberDocument.nullable().optional();
  },
  get workspace() {
    return WorkspaceDocument.nullable().optional();
  },
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

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
