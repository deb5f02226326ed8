import {
  ConflictError,
  type DocumentRef,
  ForbiddenError,
  NotFoundError,
  UpdateUserData,
  ValidationError,
} from '@sightline/contracts';
import {
  type AuthContext,
  isUsernameTaken,
  resolveDocument,
  updateDocument,
  usernameTakenMessage,
} from '@sightline/db';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { UploadedFile } from '../../http/read-data-and-files.ts';
import type { Services } from '../../services.ts';
import { storeImage } from '../../uploads/store-image.ts';
import { publicUser } from '../auth/session-response.ts';

const selections = [
  ['lastSelectedOrganizationId', 'sightline-organizations'],
  ['lastSelectedMemberId', 'sightline-members'],
  ['lastSelectedWorkspaceId', 'workspaces'],
  ['lastSelectedProjectId', 'projects'],
] as const;

const usernameTaken = () =>
  new ValidationError(usernameTakenMessage, [
    { path: ['username'], message: 'is already taken', name: 'ValidationError' },
  ]);

/**
 * `PUT /api/v1/users/:id`: the caller's own profile (name, locale, timezone, avatar), report detail (the full or
 * simple view) and remembered selection.
 * Remembered documents must be ones the caller can see; ids of other users answer 403. A username another user has
 * in any case answers a ValidationError.
 */
export async function updateUser(
  services: Services,
  auth: AuthContext,
  key: string,
  input: { data: unknown; avatar?: UploadedFile },
) {
  if (key !== String(auth.user.id) && key !== auth.user.documentId) {
    throw new ForbiddenError('You can only update your own user');
  }
  const data = parseInput(UpdateUserData, input.data);
  const tenant = tenantOf(auth);
  const values: Record<string, unknown> = {};
  if (data.username !== undefined) {
    if (await isUsernameTaken(services.db, data.username, auth.user.id)) throw usernameTaken();
    values.username = data.username;
  }
  if (data.locale !== undefined) values.locale = data.locale;
  if (data.timezone !== undefined) values.timezone = data.timezone;
  if (data.reportDetail !== undefined) values.reportDetail = data.reportDetail;
  for (const [field, resource] of selections) {
    const ref: DocumentRef | null | undefined = data[field];
    if (ref === undefined) continue;
    if (ref === null) {
      values[field] = null;
      continue;
    }
    const doc = await resolveDocument(services.db, resource, ref, tenant);
    if (!doc) throw new NotFoundError(`${field}: not found`);
    values[field] = doc.id;
  }
  if (input.avatar) {
    values.avatarFileId = await storeImage(services, input.avatar, {
      organizationId: null,
      userId: auth.user.id,
    });
  }
  try {
    await updateDocument(services.db, 'users', auth.user.id, values);
  } catch (error) {
    // Another request took the name between the check and the update (the unique index on lower(username)).
    if (error instanceof ConflictError && values.username !== undefined) throw usernameTaken();
    throw error;
  }
  return publicUser(services, auth.user.id, { populate: ['avatar'] });
}
