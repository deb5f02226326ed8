import { NotFoundError } from '@sightline/contracts';
import type { Permission } from '@sightline/core';
import { type AuthContext, type Membership, resolveDocument } from '@sightline/db';
import type { Services } from '../services.ts';
import { authorize } from './authorize.ts';
import { tenantOf } from './request-auth.ts';

export interface DocumentAccess {
  id: number;
  organizationId: number;
  /** The caller's membership in the document's organization (holds `permission`). */
  membership: Membership;
}

/**
 * The one way a use-case reaches a document of a REST resource (a prompt, tag, competitor, ...): found by id or
 * documentId among the caller's organizations, else 404 (`notFound` names it); then the caller's role must hold
 * `permission`, else 403.
 */
export async function findDocumentFor(
  services: Services,
  auth: AuthContext,
  resource: string,
  key: string | number,
  permission: Permission,
  notFound = 'Not Found',
): Promise<DocumentAccess> {
  const found = await resolveDocument(services.db, resource, key, tenantOf(auth));
  if (!found) throw new NotFoundError(notFound);
  const membership = authorize(auth, found.organizationId, permission);
  return { ...found, membership };
}
