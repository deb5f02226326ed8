import { engineIds } from '@sightline/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { documentColumns, idRef, textArray } from './columns.ts';
import { projectStatus } from './enums.ts';
import { files } from './files.ts';
import { members } from './members.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';
import { workspaces } from './workspaces.ts';

const engineList = sql.raw(engineIds.map((e) => `'${e}'`).join(', '));

export const projects = pgTable(
  'projects',
  {
    ...documentColumns(),
    organizationId: idRef('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    workspaceId: idRef('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    brandAliases: textArray('brand_aliases'),
    description: text('description').notNull().default(''),
    /** What the brand sells, in the user's words (`화장품/스킨케어`, `SaaS/B2B software`); drives suggestions. */
    category: text('category'),
    language: text('language').notNull().default('ko'),
    country: text('country').notNull().default('KR'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    status: projectStatus('status').notNull().default('active'),
    engines: textArray('engines'),
    samplesPerRun: integer('samples_per_run').notNull().default(1),
    /** Every engine of the project is answered by the simulator (demo and trials); always labelled as simulated. */
    simulated: boolean('simulated').notNull().default(false),
    /** Local time of the daily collect in the project's timezone, `HH:MM`. */
    scheduleTime: text('schedule_time').notNull().default('09:00'),
    featureImageFileId: idRef('feature_image_file_id').references((): AnyPgColumn => files.id, {
      onDelete: 'set null',
    }),
    ownerUserId: idRef('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ownerMemberId: idRef('owner_member_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    /**
     * Raised whenever the project's analysed data changes (a chat stored, re-analysis, a prompt deleted): analytics
     * responses are cached and given ETags by it.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
    /**
     * Most the project's answers may cost in one local month (USD, to the cent); null = no budget. Once the month's
     * recorded cost reaches it, no new collect of that month starts (see planLimitedCollect).
     */
    monthlyBudget: numeric('monthly_budget', { precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('projects_organization_id_idx').on(t.organizationId),
    index('projects_workspace_id_idx').on(t.workspaceId),
    check('projects_samples_per_run_range', sql`${t.samplesPerRun} between 1 and 10`),
    check('projects_schedule_time_format', sql`${t.scheduleTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('projects_engines_known', sql`${t.engines} <@ array[${engineList}]::text[]`),
    check('projects_monthly_budget_positive', sql`${t.monthlyBudget} > 0`),
  ],
);
