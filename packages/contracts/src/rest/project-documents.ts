import { z } from 'zod';
import { EngineId, Intent, IntentSource, OwnedMediaKind, ProjectStatus } from '../enums.ts';
import { documentFields, Timestamp } from './document-fields.ts';
import { MediaDocument, MemberDocument, UserDocument, WorkspaceDocument } from './organization-documents.ts';

/** The documents of a project and its resources (see documents.ts). */

/** `prompts`: a question asked to the engines; its intent is set by a person (manual) or by the analysis (auto). */
const PromptBase = z.strictObject({
  ...documentFields,
  text: z.string(),
  language: z.string(),
  intent: Intent.nullable(),
  intentSource: IntentSource,
  active: z.boolean(),
});
export interface PromptDocument extends z.infer<typeof PromptBase> {
  project?: ProjectDocument | null;
}
export const PromptDocument: z.ZodType<PromptDocument> = PromptBase.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `tags`. */
const TagBase = z.strictObject({
  ...documentFields,
  name: z.string(),
  color: z.string().nullable(),
});
export interface TagDocument extends z.infer<typeof TagBase> {
  project?: ProjectDocument | null;
}
export const TagDocument: z.ZodType<TagDocument> = TagBase.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `competitors`: a brand tracked beside the project's own. */
const CompetitorBase = z.strictObject({
  ...documentFields,
  name: z.string(),
  aliases: z.array(z.string()),
  domains: z.array(z.string()),
});
export interface CompetitorDocument extends z.infer<typeof CompetitorBase> {
  project?: ProjectDocument | null;
}
export const CompetitorDocument: z.ZodType<CompetitorDocument> = CompetitorBase.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `evaluation-items`: an aspect answers are judged on, found by its keywords. */
const EvaluationItemBase = z.strictObject({
  ...documentFields,
  name: z.string(),
  keywords: z.array(z.string()),
});
export interface EvaluationItemDocument extends z.infer<typeof EvaluationItemBase> {
  project?: ProjectDocument | null;
}
export const EvaluationItemDocument: z.ZodType<EvaluationItemDocument> = EvaluationItemBase.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `owned-media` (populated on projects): the project's own domains, URLs and social profiles. */
const OwnedMediaBase = z.strictObject({
  ...documentFields,
  kind: OwnedMediaKind,
  value: z.string(),
});
export interface OwnedMediaDocument extends z.infer<typeof OwnedMediaBase> {
  project?: ProjectDocument | null;
}
export const OwnedMediaDocument: z.ZodType<OwnedMediaDocument> = OwnedMediaBase.extend({
  get project() {
    return ProjectDocument.nullable().optional();
  },
});

/** `projects`, with the relations the web app populates (see the server's default project populate). */
const ProjectBase = z.strictObject({
  ...documentFields,
  name: z.string(),
  brandName: z.string(),
  brandAliases: z.array(z.string()),
  description: z.string(),
  category: z.string().nullable(),
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
export interface ProjectDocument extends z.infer<typeof ProjectBase> {
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
export const ProjectDocument: z.ZodType<ProjectDocument> = ProjectBase.extend({
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
const RecentProjectBase = z.strictObject({
  ...documentFields,
  touchedAt: Timestamp,
});
export interface RecentProjectDocument extends z.infer<typeof RecentProjectBase> {
  sightline_member?: MemberDocument | null;
  workspace?: WorkspaceDocument | null;
  project?: ProjectDocument | null;
}
export const RecentProjectDocument: z.ZodType<RecentProjectDocument> = RecentProjectBase.extend({
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
