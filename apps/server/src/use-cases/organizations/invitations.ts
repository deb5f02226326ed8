import {
  AcceptInvitationBody,
  AppError,
  ForbiddenError,
  InvitationData,
  type Locale,
  NotFoundError,
  ValidationError,
} from '@sightline/contracts';
import { canAssignRole } from '@sightline/core';
import {
  type AuthContext,
  acceptInvitation,
  deleteDocument,
  findDocument,
  findOpenInvitation,
  insertDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { createOneTimeToken, hashOneTimeToken } from '../../auth/one-time-token.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import { linkMailText, mailTexts } from '../../mail/messages.ts';
import type { Services } from '../../services.ts';
import { takeInvitationLimits } from './invitation-limits.ts';

const invitationValidMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Invites someone by e-mail with a role (admins: up to admin; owners: any). The link works once, 7 days. Limited per
 * inviter and organization, with a cap on open invitations (`invitation-limits.ts`).
 */
export async function inviteMember(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  data: unknown,
) {
  const tenant = tenantOf(auth);
  const organization = await findDocument(services.db, 'sightline-organizations', organizationKey, {
    tenant,
    query: {},
  });
  if (!organization) throw new NotFoundError('Organization not found');
  const input = parseInput(InvitationData, data);
  const membership = authorize(auth, organization.id, 'manageMembers');
  if (!canAssignRole(membership.role, input.role)) {
    throw new ForbiddenError(`Your role (${membership.role}) cannot invite a ${input.role}`);
  }
  await takeInvitationLimits(services, organization.id, auth.user.id);
  const { token, hash } = createOneTimeToken();
  const id = await insertDocument(services.db, 'invitations', {
    organizationId: organization.id,
    email: input.email.toLowerCase(),
    role: input.role,
    tokenHash: hash,
    invitedById: auth.user.id,
    expiresAt: new Date(Date.now() + invitationValidMs),
  });
  const texts = mailTexts[(auth.user.locale as Locale) ?? 'ko'] ?? mailTexts.ko;
  const mail = texts.invitation(String(organization.name), auth.user.username);
  await services.mailer.send({
    to: input.email,
    subject: mail.subject,
    text: linkMailText(mail, `${services.config.publicUrl}/invitations/accept?token=${token}`),
  });
  return findDocument(services.db, 'invitations', id, { tenant, query: {} });
}

/** Accepts an invitation as the signed-in user, whose e-mail must be the invited one. */
export async function acceptInvitationUseCase(services: Services, auth: AuthContext, body: unknown) {
  const { token } = parseInput(AcceptInvitationBody, body);
  const invitation = await findOpenInvitation(services.db, hashOneTimeToken(token));
  if (!invitation) throw new ValidationError('This invitation is invalid, expired or already used');
  if (invitation.email !== auth.user.email) {
    throw new AppError('ApplicationError', 'This invitation was sent to another e-mail address');
  }
  const memberId = await acceptInvitation(services.db, invitation, auth.user.id);
  return findDocument(services.db, 'sightline-members', memberId, {
    tenant: { organizationIds: [invitation.organizationId], userId: auth.user.id },
    query: { populate: ['sightline_organization', 'user'] },
  });
}

/** Withdraws an invitation (admin or owner). */
export async function revokeInvitation(services: Services, auth: AuthContext, key: string) {
  const tenant = tenantOf(auth);
  const invitation = await findDocumentFor(
    services,
    auth,
    'invitations',
    key,
    'manageMembers',
    'Invitation not found',
  );
  const before = await findDocument(services.db, 'invitations', invitation.id, { tenant, query: {} });
  await deleteDocument(services.db, 'invitations', invitation.id);
  return before;
}
