import { AppError, ForbiddenError, MemberRoleData, NotFoundError } from '@sightline/contracts';
import { canAssignRole } from '@sightline/core';
import {
  type AuthContext,
  countOwners,
  deleteDocument,
  findDocument,
  findMember,
  resolveDocument,
  updateDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';

const populate = ['sightline_organization', 'user'];

async function memberOf(services: Services, auth: AuthContext, key: string) {
  const ref = await resolveDocument(services.db, 'sightline-members', key, tenantOf(auth));
  const member = ref ? await findMember(services.db, ref.id) : undefined;
  if (!member) throw new NotFoundError('Member not found');
  return member;
}

async function keepAnOwner(services: Services, member: { organizationId: number; role: string }) {
  if (member.role === 'owner' && (await countOwners(services.db, member.organizationId)) <= 1) {
    throw new AppError('ApplicationError', 'An organization needs at least one owner');
  }
}

/** Changes a member's role (admins: among admin, editor, viewer; owners: any). The last owner stays owner. */
export async function changeMemberRole(services: Services, auth: AuthContext, key: string, data: unknown) {
  const member = await memberOf(services, auth, key);
  const { role } = parseInput(MemberRoleData, data);
  const actor = authorize(auth, member.organizationId, 'manageMembers');
  if (!canAssignRole(actor.role, member.role) || !canAssignRole(actor.role, role)) {
    throw new ForbiddenError(`Your role (${actor.role}) cannot change a ${member.role} into a ${role}`);
  }
  if (role !== 'owner') await keepAnOwner(services, member);
  await updateDocument(services.db, 'sightline-members', member.id, { role });
  return findDocument(services.db, 'sightline-members', member.id, {
    tenant: tenantOf(auth),
    query: { populate },
  });
}

/** Removes a member (admins and owners; anyone may leave). The last owner cannot be removed. */
export async function removeMember(services: Services, auth: AuthContext, key: string) {
  const member = await memberOf(services, auth, key);
  const leaving = member.userId === auth.user.id;
  if (!leaving) {
    const actor = authorize(auth, member.organizationId, 'manageMembers');
    if (!canAssignRole(actor.role, member.role)) {
      throw new ForbiddenError(`Your role (${actor.role}) cannot remove a ${member.role}`);
    }
  }
  await keepAnOwner(services, member);
  const before = await findDocument(services.db, 'sightline-members', member.id, {
    tenant: tenantOf(auth),
    query: { populate },
  });
  await deleteDocument(services.db, 'sightline-members', member.id);
  return before;
}
