export { countPendingInvitations } from './count-pending-invitations.ts';
export { createOrganization } from './create-organization.ts';
export {
  acceptInvitation,
  findOpenInvitation,
  type InvitationRow,
  invitationUnusableMessage,
  joinByInvitation,
} from './invitations.ts';
export { countOwners, findMember } from './member-queries.ts';
