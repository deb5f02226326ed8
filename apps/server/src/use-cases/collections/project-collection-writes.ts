import {
  collectionInputs,
  NotFoundError,
  type ProjectCollection,
  type RestQuery,
} from '@sightline/contracts';
import {
  type AuthContext,
  bumpDataVersion,
  deleteDocument,
  deletePromptAndRollups,
  findDocument,
  insertDocument,
  projectOfDocument,
  resolveDocument,
  updateDocument,
} from '@sightline/db';
import { authorize } from '../../auth/authorize.ts';
import { tenantOf } from '../../auth/request-auth.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { projectChanged } from '../collection/project-changed.ts';
import { classifyNewPrompt } from './classify-new-prompt.ts';

/**
 * Collections whose content the answer analysis depends on: changing them re-analyzes the project's history. Their
 * names also show on the dashboards, so a change raises the project's data version (cached analytics) at once.
 */
const profileCollections: ReadonlySet<ProjectCollection> = new Set(['competitors', 'evaluation-items']);

type Query = Pick<RestQuery, 'fields' | 'populate'>;

function withIntentSource(collection: ProjectCollection, values: Record<string, unknown>) {
  // A prompt whose intent a person sets keeps it: analysis only fills intents marked auto.
  if (collection === 'prompts' && 'intent' in values) {
    return { ...values, intentSource: values.intent ? 'manual' : 'auto' };
  }
  return values;
}

/** Creates a prompt, tag, competitor or evaluation item in a project the caller may edit (editor or more). */
export async function createProjectDocument(
  services: Services,
  auth: AuthContext,
  collection: ProjectCollection,
  body: { data?: unknown },
  query: Query,
) {
  const { project: projectRef, ...values } = parseInput(collectionInputs[collection].create, body.data) as {
    project: string | number;
  } & Record<string, unknown>;
  const tenant = tenantOf(auth);
  const project = await resolveDocument(services.db, 'projects', projectRef, tenant);
  if (!project) throw new NotFoundError('Project not found');
  authorize(auth, project.organizationId, 'editContent');
  const prepared = withIntentSource(collection, values);
  const id = await insertDocument(services.db, collection, {
    ...(collection === 'prompts' ? await classifyNewPrompt(services, project.id, prepared) : prepared),
    projectId: project.id,
    organizationId: project.organizationId,
  });
  if (profileCollections.has(collection)) await profileChanged(services, project.id);
  return findDocument(services.db, collection, id, { tenant, query });
}

export async function updateProjectDocument(
  services: Services,
  auth: AuthContext,
  collection: ProjectCollection,
  key: string,
  body: { data?: unknown },
  query: Query,
) {
  const tenant = tenantOf(auth);
  const doc = await resolveDocument(services.db, collection, key, tenant);
  if (!doc) throw new NotFoundError();
  const values = parseInput(collectionInputs[collection].update, body.data) as Record<string, unknown>;
  authorize(auth, doc.organizationId, 'editContent');
  await updateDocument(services.db, collection, doc.id, withIntentSource(collection, values));
  await followUp(services, collection, doc.id);
  return findDocument(services.db, collection, doc.id, { tenant, query });
}

/** Deletes the document and answers with it as it was. */
export async function deleteProjectDocument(
  services: Services,
  auth: AuthContext,
  collection: ProjectCollection,
  key: string,
  query: Query,
) {
  const tenant = tenantOf(auth);
  const doc = await resolveDocument(services.db, collection, key, tenant);
  if (!doc) throw new NotFoundError();
  authorize(auth, doc.organizationId, 'editContent');
  const before = await findDocument(services.db, collection, doc.id, { tenant, query });
  const projectId = profileCollections.has(collection)
    ? await projectOfDocument(services.db, collection, doc.id)
    : null;
  // A prompt's answers leave the dashboards with it: the daily rollups lose them in the same transaction.
  if (collection === 'prompts') await deletePromptAndRollups(services.db, doc.id);
  else await deleteDocument(services.db, collection, doc.id);
  if (projectId !== null) await profileChanged(services, projectId);
  return before;
}

async function followUp(services: Services, collection: ProjectCollection, id: number) {
  if (!profileCollections.has(collection)) return;
  const projectId = await projectOfDocument(services.db, collection, id);
  if (projectId !== null) await profileChanged(services, projectId);
}

async function profileChanged(services: Services, projectId: number) {
  await bumpDataVersion(services.db, projectId);
  await projectChanged(services, projectId, { profile: true });
}
