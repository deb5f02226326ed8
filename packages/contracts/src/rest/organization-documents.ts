import { z } from 'zod';
import { MemberRole, ReportDetail } from '../enums.ts';
import { documentFields, Id, Timestamp } from './document-fields.ts';

/** The documents of organizations and their people (see documents.ts). */

/** An uploaded file (`files`): an avatar or a project's feature image, with its public URL. */
export const MediaDocument = z.strictObject({
  ...documentFields,
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaDocument = z.infer<typeof MediaDocument>;

/** `sightline-organizations`. */
const OrganizationBase = z.strictObject({
  ...documentFields,
  name: z.string(),
});
export interface OrganizationDocument extends z.infer<typeof OrganizationBase> {
  owner?: UserDocument | null;
  members?: MemberDocument[];
  workspaces?: WorkspaceDocument[];
}
export const OrganizationDocument: z.ZodType<OrganizationDocument> = OrganizationBase.extend({
  get owner() {
    return UserDocument.nullable().optional();
  },
  get members() {
    return z.array(MemberDocument).optional();
  },
  get workspaces() {
    return z.array(WorkspaceDocument).optional();
  },
});

/**
 * `users` and `/users/me`: never credentials. The remembered selection (`lastSelected*Id`) and the report detail read
 * as null on anyone but the caller.
 */
const UserBase = z.strictObject({
  ...documentFields,
  username: z.string(),
  email: z.string(),
  provider: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  isDeveloper: z.boolean(),
  locale: z.string(),
  timezone: z.string(),
  reportDetail: ReportDetail.nullable(),
  lastSelectedOrganizationId: Id.nullable(),
  lastSelectedMemberId: Id.nullable(),
  lastSelectedWorkspaceId: Id.nullable(),
  lastSelectedProjectId: Id.nullable(),
  passwordChangedAt: Timestamp.nullable(),
});
export interface UserDocument extends z.infer<typeof UserBase> {
  avatar?: MediaDocument | null;
  members?: MemberDocument[];
}
export const UserDocument: z.ZodType<UserDocument> = UserBase.extend({
  get avatar() {
    return MediaDocument.nullable().optional();
  },
  get members() {
    return z.array(MemberDocument).optional();
  },
});

/** `sightline-members`: a user's role in one organization. */
const MemberBase = z.strictObject({
  ...documentFields,
  role: MemberRole,
  organizationId: Id,
  userId: Id,
});
export interface MemberDocument extends z.infer<typeof MemberBase> {
  sightline_organization?: OrganizationDocument | null;
  user?: UserDocument | null;
}
export const MemberDocument: z.ZodType<MemberDocument> = MemberBase.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get user() {
    return UserDocument.nullable().optional();
  },
});

/** `workspaces`. */
const WorkspaceBase = z.strictObject({
  ...documentFields,
  name: z.string(),
});
export interface WorkspaceDocument extends z.infer<typeof WorkspaceBase> {
  sightline_organization?: OrganizationDocument | null;
  owner?: UserDocument | null;
  ownerMember?: MemberDocument | null;
}
export const WorkspaceDocument: z.ZodType<WorkspaceDocument> = WorkspaceBase.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get owner() {
    return UserDocument.nullable().optional();
  },
  get ownerMember() {
    return MemberDocument.nullable().optional();
  },
});

/** `invitations`: who was invited with which role, until when, and whether it was accepted. */
const InvitationBase = z.strictObject({
  ...documentFields,
  email: z.string(),
  role: MemberRole,
  expiresAt: Timestamp,
  acceptedAt: Timestamp.nullable(),
});
export interface InvitationDocument extends z.infer<typeof InvitationBase> {
  sightline_organization?: OrganizationDocument | null;
  invitedBy?: UserDocument | null;
}
export const InvitationDocument: z.ZodType<InvitationDocument> = InvitationBase.extend({
  get sightline_organization() {
    return OrganizationDocument.nullable().optional();
  },
  get invitedBy() {
    return UserDocument.nullable().optional();
  },
});
