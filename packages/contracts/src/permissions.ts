import { type MemberRole, memberRoles } from './constants.ts';

/** What a member may do in their organization. */
export type Permission =
  /** See projects, data and members. */
  | 'read'
  /** Change a project's content: brand, prompts, tags, competitors, evaluation items, owned media. */
  | 'editContent'
  /** Create, activate, deactivate and delete projects. */
  | 'manageProjects'
  /** Create and rename workspaces. */
  | 'manageWorkspaces'
  /** Invite members, change their roles (up to admin) and remove them. */
  | 'manageMembers'
  /** Save, remove and test the organization's engine connections (API keys). */
  | 'manageEngines'
  /** Everything else: owners, organization settings. */
  | 'manageOrganization';

const grants: Record<MemberRole, readonly Permission[]> = {
  viewer: ['read'],
  editor: ['read', 'editContent'],
  admin: ['read', 'editContent', 'manageProjects', 'manageWorkspaces', 'manageMembers', 'manageEngines'],
  owner: [
    'read',
    'editContent',
    'manageProjects',
    'manageWorkspaces',
    'manageMembers',
    'manageEngines',
    'manageOrganization',
  ],
};

export function can(role: MemberRole, permission: Permission): boolean {
  return grants[role].includes(permission);
}

/** Whether a member with `actor` role may give or take away the `target` role (owners only by owners). */
export function canAssignRole(actor: MemberRole, target: MemberRole): boolean {
  if (!can(actor, 'manageMembers')) return false;
  return target !== 'owner' || actor === 'owner';
}

/** Roles from most to least powerful. */
export const rolesByPower: readonly MemberRole[] = memberRoles;
