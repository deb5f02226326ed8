import { z } from 'zod';
import { maxPromptsPerProject } from '../constants.ts';
import { EngineId, Intent, Locale, OwnedMediaKind, ProjectStatus, ReportDetail } from '../enums.ts';
import { controlCharactersMessage, isPlainText, plainName } from '../plain-text.ts';

/** A reference to another document: its numeric id or its documentId. */
export const DocumentRef = z.union([
  z.number().int().positive(),
  z.string().regex(/^(\d+|[0-9a-z]{24})$/, 'must be an id or a documentId'),
]);
export type DocumentRef = z.infer<typeof DocumentRef>;

/** Names (projects, brands, competitors, tags, evaluation items) reach e-mails and CSV files: see plain-text.ts. */
const name = plainName;
/** A prompt's text may run over several lines (an import's quoted value can), so only its length is checked. */
const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const shortList = (max: number, item: z.ZodType<string>) =>
  z
    .array(item)
    .max(max, `at most ${max} entries`)
    .transform((list) => [...new Set(list)]);

/** A hostname such as `example.co.kr` (no scheme, path or port), lower-cased. */
export const Hostname = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) =>
    v
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/^www\./, ''),
  )
  .pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9가-힣]([a-z0-9가-힣-]{0,61}[a-z0-9가-힣])?\.)+[a-z가-힣]{2,63}$/,
        'must be a domain name',
      ),
  );

const timezone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'must be an IANA timezone such as Asia/Seoul');

export const CompetitorFields = z.object({
  name: name(100),
  aliases: shortList(20, name(100)).default([]),
  domains: shortList(20, Hostname).default([]),
});
export const OwnedMediaFields = z.object({ kind: OwnedMediaKind, value: name(500) });
export const PromptFields = z.object({
  text: text(2000),
  language: z.string().trim().min(2).max(10).default('ko'),
  intent: Intent.nullable().optional(),
  active: z.boolean().default(true),
});
export const TagFields = z.object({
  name: name(50),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #7048e8')
    .nullable()
    .optional(),
});
export const EvaluationItemFields = z.object({
  name: name(100),
  keywords: shortList(50, name(100)).default([]),
});

export const ProjectFields = z.object({
  name: name(100),
  brandName: name(100),
  brandAliases: shortList(20, name(100)).default([]),
  description: z.string().trim().max(2000).default(''),
  /** The brand's category in the user's words (`화장품/스킨케어`); empty is no category. */
  category: z
    .string()
    .trim()
    .max(100, 'must be at most 100 characters')
    .refine(isPlainText, controlCharactersMessage)
    .nullable()
    .transform((v) => v || null)
    .default(null),
  language: Locale.default('ko'),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'must be a two-letter country code')
    .default('KR'),
  timezone: timezone.default('Asia/Seoul'),
  engines: shortList(8, EngineId).default(['simulated']),
  samplesPerRun: z.number().int().min(1).max(10).default(1),
  scheduleTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:00')
    .default('09:00'),
});

/**
 * `POST /api/v1/projects` data: the project with at least one prompt and, optionally, everything else the wizard
 * collects. `simulated`: every engine is answered by the simulator (a trial without engine keys; labelled).
 */
export const CreateProjectData = ProjectFields.extend({
  member: DocumentRef,
  workspace: DocumentRef,
  status: ProjectStatus.default('active'),
  simulated: z.boolean().default(false),
  competitors: z.array(CompetitorFields).max(20).default([]),
  ownedMedia: z.array(OwnedMediaFields).max(100).default([]),
  queries: z
    .array(PromptFields, { error: 'must list at least one prompt' })
    .min(1, 'must list at least one prompt')
    .max(maxPromptsPerProject, `at most ${maxPromptsPerProject} entries`),
  tags: z.array(TagFields).max(100).default([]),
  evaluationItems: z.array(EvaluationItemFields).max(50).default([]),
}).strict();
export type CreateProjectData = z.infer<typeof CreateProjectData>;

/**
 * The update body of a create schema: every field optional and **without its default**, so that an update naming one
 * field leaves the others as they are (zod keeps an inner `.default()` through `.partial()`, which would reset them).
 */
function updateOf<T extends z.ZodRawShape>(fields: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(fields.shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field,
    ]),
  ) as { [K in keyof T]: T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K] };
  return z.object(shape).partial();
}

/**
 * `PUT /api/v1/projects/:id` data: any project field; the fields not named keep their values. `simulated` switches the
 * project to the simulator (every answer labelled simulated) or back to real engines.
 */
export const UpdateProjectData = updateOf(ProjectFields)
  .extend({ workspace: DocumentRef.optional(), simulated: z.boolean().optional() })
  .strict();
export type UpdateProjectData = z.infer<typeof UpdateProjectData>;

export const OwnedMediaData = z.object({ data: z.array(OwnedMediaFields).max(100) }).strict();

const withProject = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.extend({ project: DocumentRef }).strict();

/** Create and update bodies of the project's REST resources (prompts, tags, ...), wrapped in `data`. */
export const resourceInputs = {
  prompts: { create: withProject(PromptFields), update: updateOf(PromptFields).strict() },
  tags: { create: withProject(TagFields), update: updateOf(TagFields).strict() },
  competitors: { create: withProject(CompetitorFields), update: updateOf(CompetitorFields).strict() },
  'evaluation-items': {
    create: withProject(EvaluationItemFields),
    update: updateOf(EvaluationItemFields).strict(),
  },
} as const;
/** A REST resource that belongs to one project and is written through the generic endpoints. */
export type ProjectResource = keyof typeof resourceInputs;

/** `PUT /api/v1/users/:id` data: profile fields, the report detail (full or simple view) and the remembered selection. */
export const UpdateUserData = z
  .object({
    username: z
      .string()
      .trim()
      .min(3)
      .max(50)
      .regex(/^[^\s@]+$/, 'must not contain spaces or @')
      .refine(isPlainText, controlCharactersMessage),
    locale: Locale,
    timezone,
    reportDetail: ReportDetail,
    lastSelectedOrganizationId: DocumentRef.nullable(),
    lastSelectedMemberId: DocumentRef.nullable(),
    lastSelectedWorkspaceId: DocumentRef.nullable(),
    lastSelectedProjectId: DocumentRef.nullable(),
  })
  .partial()
  .strict();
export type UpdateUserData = z.infer<typeof UpdateUserData>;

export const RecentProjectsSync = z
  .object({ member: DocumentRef, workspace: DocumentRef, projects: z.array(DocumentRef).max(50) })
  .strict();
export type RecentProjectsSync = z.infer<typeof RecentProjectsSync>;
