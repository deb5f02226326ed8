import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { chats } from './collection.ts';
import { idRef } from './columns.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';

// Facts derived from one chat by the analysis. They are rebuilt as a whole for a chat (delete + insert in the chat's
// analysis transaction), so they carry no ids of their own; project, day, engine and prompt are copied from the chat
// for drill-downs without joins.

const tenant = () =>
  idRef('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });
const project = () =>
  idRef('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });
const chat = () =>
  idRef('chat_id')
    .notNull()
    .references(() => chats.id, { onDelete: 'cascade' });
const day = () => date('day', { mode: 'string' }).notNull();

/** One tracked brand named in one answer. `brand_key` is `brand` or the competitor's document id. */
export const mentions = pgTable(
  'mentions',
  {
    organizationId: tenant(),
    projectId: project(),
    chatId: chat(),
    day: day(),
    engine: text('engine').notNull(),
    promptId: idRef('prompt_id').notNull(),
    brandKey: text('brand_key').notNull(),
    firstOffset: integer('first_offset').notNull(),
    count: integer('count').notNull(),
    rank: integer('rank').notNull(),
    /** First offset / answer length, in [0, 1]. */
    relativePosition: real('relative_position').notNull(),
    sentiment: real('sentiment').notNull(),
    snippet: text('snippet').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.brandKey] }),
    index('mentions_project_day_idx').on(t.projectId, t.day),
  ],
);

/** One source cited by one answer, in citation order. */
export const citations = pgTable(
  'citations',
  {
    organizationId: tenant(),
    projectId: project(),
    chatId: chat(),
    day: day(),
    engine: text('engine').notNull(),
    promptId: idRef('prompt_id').notNull(),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    normalizedUrl: text('normalized_url').notNull(),
    domain: text('domain').notNull(),
    title: text('title'),
    startIndex: integer('start_index'),
    endIndex: integer('end_index'),
    sourceType: text('source_type').notNull(),
    contentType: text('content_type').notNull(),
    /** Document id of the competitor owning the domain, when one does. */
    competitorKey: text('competitor_key'),
    impression: real('impression').notNull(),
    extracted: boolean('extracted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.position] }),
    index('citations_project_day_idx').on(t.projectId, t.day),
    index('citations_project_domain_idx').on(t.projectId, t.domain),
  ],
);

/** An evaluation item (price, support…) discussed in a sentence naming a brand, with that sentence's tone. */
export const aspectMentions = pgTable(
  'aspect_mentions',
  {
    organizationId: tenant(),
    projectId: project(),
    chatId: chat(),
    day: day(),
    engine: text('engine').notNull(),
    promptId: idRef('prompt_id').notNull(),
    itemKey: text('item_key').notNull(),
    brandKey: text('brand_key').notNull(),
    sentiment: real('sentiment').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.itemKey, t.brandKey] }),
    index('aspect_mentions_project_day_idx').on(t.projectId, t.day),
  ],
);

/** Every domain a project's answers have cited, with first/last sighting and an optional source-type override. */
export const sourceDomains = pgTable(
  'source_domains',
  {
    organizationId: tenant(),
    projectId: project(),
    domain: text('domain').notNull(),
    sourceType: text('source_type').notNull(),
    sourceTypeOverride: text('source_type_override'),
    firstSeen: date('first_seen', { mode: 'string' }).notNull(),
    lastSeen: date('last_seen', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.domain] })],
);

/** Every normalized URL a project's answers have cited. */
export const sourceUrls = pgTable(
  'source_urls',
  {
    organizationId: tenant(),
    projectId: project(),
    normalizedUrl: text('normalized_url').notNull(),
    url: text('url').notNull(),
    domain: text('domain').notNull(),
    title: text('title'),
    contentType: text('content_type').notNull(),
    /** An organization's correction of the content type; read instead of `contentType` wherever it is set. */
    contentTypeOverride: text('content_type_override'),
    firstSeen: date('first_seen', { mode: 'string' }).notNull(),
    lastSeen: date('last_seen', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.normalizedUrl] }),
    index('source_urls_project_domain_idx').on(t.projectId, t.domain),
    // The corrected pages of a project: each recompute types its citations through them.
    index('source_urls_corrected_idx')
      .on(t.projectId, t.normalizedUrl)
      .where(sql`${t.contentTypeOverride} is not null`),
  ],
);
