import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { documentColumns, idRef } from './columns.ts';
import { reportDetail } from './enums.ts';
import { files } from './files.ts';
import { members } from './members.ts';
import { organizations } from './organizations.ts';
import { projects } from './projects.ts';
import { workspaces } from './workspaces.ts';

export const users = pgTable(
  'users',
  {
    ...documentColumns(),
    username: text('username').notNull().unique(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash'),
    provider: text('provider').notNull().default('local'),
    confirmed: boolean('confirmed').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    locale: text('locale').notNull().default('ko'),
    timezone: text('timezone').notNull().default('Asia/Seoul'),
    /** How much statistics the user's reports show: `full`, or `simple` (no n, intervals, p-values). */
    reportDetail: reportDetail('report_detail').notNull().default('full'),
    avatarFileId: idRef('avatar_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    lastSelectedOrganizationId: idRef('last_selected_organization_id').references(
      (): AnyPgColumn => organizations.id,
      { onDelete: 'set null' },
    ),
    lastSelectedMemberId: idRef('last_selected_member_id').references((): AnyPgColumn => members.id, {
      onDelete: 'set null',
    }),
    lastSelectedWorkspaceId: idRef('last_selected_workspace_id').references(
      (): AnyPgColumn => workspaces.id,
      {
        onDelete: 'set null',
      },
    ),
    lastSelectedProjectId: idRef('last_selected_project_id').references((): AnyPgColumn => projects.id, {
      onDelete: 'set null',
    }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** Carried in every JWT; raised on password change so that older tokens stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** SHA-256 of the e-mail confirmation token sent by mail (the token itself is never stored). */
    confirmationTokenHash: text('confirmation_token_hash'),
    /** SHA-256 of the password reset code sent by mail, and when it stops working. */
    resetPasswordTokenHash: text('reset_password_token_hash'),
    resetPasswordExpiresAt: timestamp('reset_password_expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // "Kim" and "kim" are one name: sign-in and registration compare usernames without case.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
  ],
);
