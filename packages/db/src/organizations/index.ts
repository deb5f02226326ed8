export { createOrganization } from './create-organization.ts';
export { acceptInvitation, findOpenInvitation, type InvitationRow } from './invitations.ts';
export { countOwners, findMember } from './member-queries.ts';
