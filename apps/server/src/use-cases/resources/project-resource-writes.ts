import { type ProjectResource, type RestQuery, resourceInputs } from '@sightline/contracts';
import {
  type AuthContext,
  bumpDataVersion,
  deleteDocument,
  deletePromptAndRollups,
  findDocument,
  insertDocument,
  projectOfDocument,
  updateDocument,
  withPromptCountLocked,
} from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { projectChanged } from '../collection/project-changed.ts';
import { ensurePromptRoom } from '../prompts/prompt-room.ts';
import { classifyEditedPrompt, classifyNewPrompt } from './classify-new-prompt.ts';

/**
 * Resources whose content the answer analysis depends on: changing them re-analyzes the project's history. Their
 * names also show on the dashboards, so a change raises the project's data version (cached analytics) at once.
 */
const profileResources: ReadonlySet<ProjectResource> = new Set(['competitors', 'evaluation-items']);

/**
 * Resources the dashboards filter, group and label by without re-analysis (a prompt's text, intent and activity; tag
 * names): a write raises the project's data version, so no cached report keeps the old intent or name.
 */
const reportResources: ReadonlySet<ProjectResource> = new Set(['prompts', 'tags']);

type Query = Pick<RestQuery, 'fields' | 'populate'>;

function withIntentSource(resource: ProjectResource, values: Record<string, unknown>) {
  // A prompt whose intent a person sets keeps it: analysis only fills intents marked auto.
  if (resource === 'prompts' && 'intent' in values) {
    return { ...values, intentSource: values.intent ? 'manual' : 'auto' };
  }
  return values;
}

/**
 * Creates a prompt, tag, competitor or evaluation item in a project the caller may edit (editor or more); a prompt
 * only while the project is under its prompt cap (409 beyond, `prompts/prompt-room.ts`).
 */
export async function createProjectDocument(
  services: Services,
  auth: AuthContext,
  resource: ProjectResource,
  body: { data?: unknown },
  query: Query,
) {
  const { project: projectRef, ...values } = parseInput(resourceInputs[resource].create, body.data) as {
    project: string | number;
  } & Record<string, unknown>;
  const project = await findProjectFor(services, auth, projectRef, 'editContent');
  const prepared = withIntentSource(resource, values);
  const row = {
    ...(resource === 'prompts' ? await classifyNewPrompt(services, project.id, prepared) : prepared),
    projectId: project.id,
    organizationId: project.organizationId,
  };
  // A prompt is counted under the project's lock: two creates at once cannot pass the cap together.
  const id =
    resource === 'prompts'
      ? await withPromptCountLocked(services.db, project.id, (tx, have) => {
          ensurePromptRoom(have, 1);
          return insertDocument(tx, resource, row);
        })
      : await insertDocument(services.db, resource, row);
  if (profileResources.has(resource)) await profileChanged(services, project.id);
  else if (reportResources.has(resource)) await bumpDataVersion(services.db, project.id);
  return findDocument(services.db, resource, id, { tenant: tenantOf(auth), query });
}

export async function updateProjectDocument(
  services: Services,
  auth: AuthContext,
  resource: ProjectResource,
  key: string,
  body: { data?: unknown },
  query: Query,
) {
  const doc = await findDocumentFor(services, auth, resource, key, 'editContent');
  const values = parseInput(resourceInputs[resource].update, body.data) as Record<string, unknown>;
  const prepared = withIntentSource(resource, values);
  await updateDocument(
    services.db,
    resource,
    doc.id,
    resource === 'prompts' ? await classifyEditedPrompt(services, auth, doc.id, prepared) : prepared,
  );
  await followUp(services, resource, doc.id);
  return findDocument(services.db, resource, doc.id, { tenant: tenantOf(auth), query });
}

/** Deletes the document and answers with it as it was. */
export async function deleteProjectDocument(
  services: Services,
  auth: AuthContext,
  resource: ProjectResource,
  key: string,
  query: Query,
) {
  const doc = await findDocumentFor(services, auth, resource, key, 'editContent');
  const before = await findDocument(services.db, resource, doc.id, { tenant: tenantOf(auth), query });
  const projectId =
    profileResources.has(resource) || resource === 'tags'
      ? await projectOfDocument(services.db, resource, doc.id)
      : null;
  // A prompt's answers leave the dashboards with it: the daily rollups lose them in the same transaction (which
  // raises the data version).
  if (resource === 'prompts') await deletePromptAndRollups(services.db, doc.id);
  else await deleteDocument(services.db, resource, doc.id);
  if (projectId !== null && profileResources.has(resource)) await profileChanged(services, projectId);
  else if (projectId !== null) await bumpDataVersion(services.db, projectId);
  return before;
}

async function followUp(services: Services, resource: ProjectResource, id: number) {
  if (!profileResources.has(resource) && !reportResources.has(resource)) return;
  const projectId = await projectOfDocument(services.db, resource, id);
  if (projectId === null) return;
  if (profileResources.has(resource)) await profileChanged(services, projectId);
  else await bumpDataVersion(services.db, projectId);
}

async function profileChanged(services: Services, projectId: number) {
  await bumpDataVersion(services.db, projectId);
  await projectChanged(services, projectId, { profile: true });
}
