import { z } from 'zod';
import { MemberRole } from './enums.ts';
import { DocumentRef } from './rest/inputs.ts';

const name = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

export const OrganizationData = z.object({ name }).strict();
export const CreateWorkspaceData = z.object({ name, organization: DocumentRef }).strict();
export const RenameWorkspaceData = z.object({ name }).strict();
export const InvitationData = z.object({ email: z.email().max(254), role: MemberRole }).strict();
export const MemberRoleData = z.object({ role: MemberRole }).strict();
export const AcceptInvitationBody = z.object({ token: z.string().min(1).max(200) }).strict();
