import { memberRoles, reportDetails } from '@sightline/contracts';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { files, invitations, members, organizations, users, workspaces } from '../../schema/index.ts';
import {
  booleanField,
  dateField,
  documentFields,
  enumField,
  type FieldDef,
  idField,
  type ResourceDef,
  stringField,
  type TenantScope,
} from '../resource.ts';
import { inOrganizations } from './scopes.ts';

export const organizationResource: ResourceDef = {
  name: 'sightline-organizations',
  table: organizations,
  queryKey: 'organizations',
  fields: { ...documentFields(organizations), name: stringField(organizations.name) },
  relations: {
    owner: { kind: 'one', target: 'users', localKey: organizations.ownerUserId },
    members: { kind: 'many', target: 'sightline-members', foreignKey: members.organizationId },
    workspaces: { kind: 'many', target: 'workspaces', foreignKey: workspaces.organizationId },
  },
  scope: inOrganizations(organizations.id),
  defaultSort: ['id:asc'],
  defaultPageSize: 100,
};

export const memberResource: ResourceDef = {
  name: 'sightline-members',
  table: members,
  queryKey: 'members',
  fields: {
    ...documentFields(members),
    role: enumField(members.role, memberRoles),
    organizationId: idField(members.organizationId),
    userId: idField(members.userId),
  },
  relations: {
    sightline_organization: {
      kind: 'one',
      target: 'sightline-organizations',
      localKey: members.organizationId,
    },
    user: { kind: 'one', target: 'users', localKey: members.userId },
  },
  scope: inOrganizations(members.organizationId),
  defaultSort: ['id:asc'],
  defaultPageSize: 100,
  maxPageSize: 500,
};

/** The caller and the members of the caller's organizations. */
function visibleUsers(tenant: TenantScope): SQL {
  return (
    or(
      sql`${users.id} = ${tenant.userId}`,
      tenant.organizationIds.length === 0
        ? sql`false`
        : sql`${users.id} in (select ${members.userId} from ${members} where ${inArray(members.organizationId, tenant.organizationIds)})`,
    ) ?? sql`false`
  );
}

/** A field only the user reads (on anyone else it reads as null). */
const ownOnly = (field: FieldDef): FieldDef => ({
  ...field,
  readableWhen: (tenant) => sql`${users.id} = ${tenant.userId}`,
});

/** A user's remembered selection names documents of all their organizations: only the user reads it. */
const ownSelection = (column: AnyPgColumn): FieldDef => ownOnly(idField(column));

/**
 * Users are global; a caller sees themselves and the members of their organizations, never credentials, and a
 * co-member's memberships (populated or filtered) only in the caller's organizations.
 */
export const userResource: ResourceDef = {
  name: 'users',
  table: users,
  queryKey: 'users',
  fields: {
    ...documentFields(users),
    username: stringField(users.username),
    email: stringField(users.email),
    provider: stringField(users.provider),
    confirmed: booleanField(users.confirmed),
    blocked: booleanField(users.blocked),
    isDeveloper: booleanField(users.isDeveloper),
    locale: stringField(users.locale),
    timezone: stringField(users.timezone),
    // A personal preference, like the remembered selection: only the user reads it.
    reportDetail: ownOnly(enumField(users.reportDetail, reportDetails)),
    lastSelectedOrganizationId: ownSelection(users.lastSelectedOrganizationId),
    lastSelectedMemberId: ownSelection(users.lastSelectedMemberId),
    lastSelectedWorkspaceId: ownSelection(users.lastSelectedWorkspaceId),
    lastSelectedProjectId: ownSelection(users.lastSelectedProjectId),
    passwordChangedAt: dateField(users.passwordChangedAt),
  },
  relations: {
    avatar: { kind: 'one', target: 'files', localKey: users.avatarFileId },
    members: { kind: 'many', target: 'sightline-members', foreignKey: members.userId },
  },
  scope: visibleUsers,
  defaultSort: ['id:asc'],
};

/** Uploaded files, shown as media objects with a public URL. */
export const fileResource: ResourceDef = {
  name: 'files',
  table: files,
  queryKey: 'files',
  fields: {
    ...documentFields(files),
    name: stringField(files.name),
    mime: stringField(files.mime),
    size: { column: files.size, type: 'number' },
    width: { column: files.width, type: 'number' },
    height: { column: files.height, type: 'number' },
  },
  relations: {},
  // Files of the caller's organizations, the caller's own uploads, and the avatars of users the caller sees.
  scope: (tenant) =>
    or(
      inOrganizations(files.organizationId)(tenant),
      sql`${files.uploadedById} = ${tenant.userId}`,
      sql`${files.id} in (select ${users.avatarFileId} from ${users} where ${users.avatarFileId} is not null and ${visibleUsers(tenant)})`,
    ) ?? sql`false`,
  defaultSort: ['id:asc'],
  hiddenColumns: ['storageKey'],
  present: ({ storageKey, ...row }) => ({ ...row, url: `/uploads/${String(storageKey)}` }),
};

export const workspaceResource: ResourceDef = {
  name: 'workspaces',
  table: workspaces,
  queryKey: 'workspaces',
  fields: { ...documentFields(workspaces), name: stringField(workspaces.name) },
  relations: {
    sightline_organization: {
      kind: 'one',
      target: 'sightline-organizations',
      localKey: workspaces.organizationId,
    },
    owner: { kind: 'one', target: 'users', localKey: workspaces.ownerUserId },
    ownerMember: { kind: 'one', target: 'sightline-members', localKey: workspaces.ownerMemberId },
  },
  scope: inOrganizations(workspaces.organizationId),
  defaultSort: ['id:asc'],
  defaultPageSize: 100,
};

export const invitationResource: ResourceDef = {
  name: 'invitations',
  table: invitations,
  queryKey: 'invitations',
  fields: {
    ...documentFields(invitations),
    email: stringField(invitations.email),
    role: enumField(invitations.role, memberRoles),
    expiresAt: dateField(invitations.expiresAt),
    acceptedAt: dateField(invitations.acceptedAt),
  },
  relations: {
    sightline_organization: {
      kind: 'one',
      target: 'sightline-organizations',
      localKey: invitations.organizationId,
    },
    invitedBy: { kind: 'one', target: 'users', localKey: invitations.invitedById },
  },
  scope: inOrganizations(invitations.organizationId),
  defaultSort: ['id:desc'],
};
