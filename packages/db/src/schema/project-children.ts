import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { documentColumns, idRef, textArray } from './columns.ts';
import { intentSource, ownedMediaKind, promptIntent } from './enums.ts';
import { members } from './members.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';
import { workspaces } from './workspaces.ts';

const tenant = () =>
  idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const project = () =>
  idRef('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const competitors = pgTable(
  'competitors',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    name: text('name').notNull(),
    aliases: textArray('aliases'),
    domains: textArray('domains'),
  },
  (t) => [index('competitors_project_id_idx').on(t.projectId)],
);

/** The project's own domains, URLs and social profiles: citations of these count as owned. */
export const ownedMedia = pgTable(
  'owned_media',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    kind: ownedMediaKind('kind').notNull(),
    value: text('value').notNull(),
  },
  (t) => [unique('owned_media_project_kind_value_unique').on(t.projectId, t.kind, t.value)],
);

/** Tracked prompts; the project relation is called `queries` in the API. */
export const prompts = pgTable(
  'prompts',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    text: text('text').notNull(),
    language: text('language').notNull().default('ko'),
    intent: promptIntent('intent'),
    intentSource: intentSource('intent_source').notNull().default('auto'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('prompts_project_id_idx').on(t.projectId),
    check('prompts_text_not_blank', sql`length(btrim(${t.text})) > 0`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    name: text('name').notNull(),
    color: text('color'),
  },
  (t) => [unique('tags_project_name_unique').on(t.projectId, t.name)],
);

export const promptTags = pgTable(
  'prompt_tags',
  {
    organizationId: tenant(),
    promptId: idRef('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    tagId: idRef('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.tagId] }), index('prompt_tags_tag_id_idx').on(t.tagId)],
);

/** Aspects (price, support, ...) that answers are checked for, with the keywords that signal them. */
export const evaluationItems = pgTable(
  'evaluation_items',
  {
    ...documentColumns(),
    organizationId: tenant(),
    projectId: project(),
    name: text('name').notNull(),
    keywords: textArray('keywords'),
  },
  (t) => [index('evaluation_items_project_id_idx').on(t.projectId)],
);

/** A member's recently opened projects per workspace (at most 6, newest first). */
export const recentProjects = pgTable(
  'recent_projects',
  {
    ...documentColumns(),
    organizationId: tenant(),
    memberId: idRef('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    workspaceId: idRef('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    projectId: project(),
    touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('recent_projects_member_workspace_project_unique').on(t.memberId, t.workspaceId, t.projectId),
    index('recent_projects_member_workspace_idx').on(t.memberId, t.workspaceId, t.touchedAt),
  ],
);
