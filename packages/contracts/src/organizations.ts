import { z } from 'zod';
import { MemberRole } from './enums.ts';
import { plainName } from './plain-text.ts';
import { DocumentRef } from './rest/inputs.ts';

// Organization names go verbatim into invitation mails' subjects and text: no control characters (plain-text.ts).
const name = plainName(100);

export const OrganizationData = z.object({ name }).strict();
export const CreateWorkspaceData = z.object({ name, organization: DocumentRef }).strict();
export const RenameWorkspaceData = z.object({ name }).strict();
export const InvitationData = z.object({ email: z.email().max(254), role: MemberRole }).strict();
export const MemberRoleData = z.object({ role: MemberRole }).strict();
export const AcceptInvitationBody = z.object({ token: z.string().min(1).max(200) }).strict();
