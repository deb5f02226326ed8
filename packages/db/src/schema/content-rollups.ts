import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { blockKeyColumns } from './block-rollups.ts';
import { dailyKeyColumns, keyColumns } from './rollups.ts';

// Content-type rollups: the citations of a key's answers counted by the content type of each cited page — the
// organization's correction of the page where it has one, else the type the analysis gave that citation. The content
// analytics read them where the page rollups would need a row per page (by prompt intent, under a prompt filter): a
// key has one row per type (at most 10), not one per cited page. Kept in the same transaction as the other rollups,
// by the same recompute (recompute-key-rollups.ts), by the prompt deletion and by a correction of a page's type
// (correct-content-type.ts), which moves that page's citations from their old type to the new one.

/** Per content type of a key's citations. */
export const rollupContentTypes = pgTable(
  'rollup_content_types',
  {
    ...keyColumns(),
    contentType: text('content_type').notNull(),
    citations: integer('citations').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.day, t.engine, t.promptId, t.contentType] }),
    index('rollup_content_types_prompt_day_idx').on(t.promptId, t.day),
  ],
);

/** Per project × day × engine × content type (every prompt): the content trend without a prompt filter. */
export const rollupDailyContentTypes = pgTable(
  'rollup_daily_content_types',
  {
    ...dailyKeyColumns(),
    contentType: text('content_type').notNull(),
    citations: integer('citations').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.day, t.engine, t.contentType] })],
);

/** The per-prompt rows summed over aligned blocks of days (see block-rollups.ts): the content types by intent. */
export const rollupBlockContentTypes = pgTable(
  'rollup_block_content_types',
  {
    ...blockKeyColumns(),
    contentType: text('content_type').notNull(),
    citations: integer('citations').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.span, t.start, t.engine, t.promptId, t.contentType] }),
    // A prompt's blocks: for its deletion's cascade, and for a read under a prompt filter, which seeks each prompt's
    // blocks by it (on the primary key, a prompt list made PostgreSQL descend once per prompt × span × start and
    // scan every engine's and prompt's rows there: 300 ms for 75 prompts' 30 days, 19 ms by this index).
    index('rollup_block_content_types_prompt_idx').on(t.promptId, t.span, t.start),
  ],
);
