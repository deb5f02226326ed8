import type { InvitationDocument, MemberRole } from '@sightline/contracts';
import { api, type ResourceList, type Single } from '../../lib/api/api-client.ts';
import type { Member, Organization, Workspace } from '../../lib/api/types.ts';

/** An invitation to an organization, as the API lists it. */
export type Invitation = InvitationDocument;

/**
 * The calls of the organization screens (members, invitations, workspaces, organizations). They are silent: the
 * screens show their failures in the interface language themselves.
 */
export const organizationCalls = {
  listOrganizationMembers: (organizationId: number) =>
    api<ResourceList<Member>>('/sightline-members', {
      query: {
        filters: { sightline_organization: { id: { $eq: organizationId } } },
        populate: { user: { populate: ['avatar'] } },
        sort: 'id:asc',
        pagination: { pageSize: 100 },
      },
    }).then((r) => r.data),

  changeMemberRole: (memberId: number, role: MemberRole) =>
    api<Single<Member>>(`/v1/sightline-members/${memberId}`, {
      method: 'PUT',
      json: { data: { role } },
      silent: true,
    }).then((r) => r.data),

  removeMember: (memberId: number) =>
    api<Single<Member>>(`/v1/sightline-members/${memberId}`, { method: 'DELETE', silent: true }),

  inviteMember: (organizationId: number, email: string, role: MemberRole) =>
    api<Single<Invitation>>(`/v1/organizations/${organizationId}/invitations`, {
      json: { data: { email, role } },
      silent: true,
    }).then((r) => r.data),

  listPendingInvitations: (organizationId: number) =>
    api<ResourceList<Invitation>>('/invitations', {
      query: {
        filters: { sightline_organization: { id: { $eq: organizationId } }, acceptedAt: { $null: true } },
      },
    }).then((r) => r.data),

  revokeInvitation: (invitationId: number) =>
    api<Single<Invitation>>(`/v1/invitations/${invitationId}`, { method: 'DELETE', silent: true }),

  acceptInvitation: (token: string) =>
    api<Single<Member>>('/v1/invitations/accept', { json: { token }, silent: true }).then((r) => r.data),

  createWorkspace: (organizationId: number, name: string) =>
    api<Single<Workspace>>('/v1/workspaces', {
      json: { data: { name, organization: organizationId } },
      silent: true,
    }).then((r) => r.data),

  renameWorkspace: (workspaceId: number, name: string) =>
    api<Single<Workspace>>(`/v1/workspaces/${workspaceId}`, {
      method: 'PUT',
      json: { data: { name } },
      silent: true,
    }).then((r) => r.data),

  createOrganization: (name: string) =>
    api<Single<Organization & { members?: Member[]; workspaces?: Workspace[] }>>('/v1/organizations', {
      json: { data: { name } },
      silent: true,
    }).then((r) => r.data),
};
