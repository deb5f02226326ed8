import {
  type ErrorDetail,
  PromptBulkData,
  type PromptBulkResponse,
  ValidationError,
} from '@sightline/contracts';
import {
  type AuthContext,
  addPromptTags,
  deletePromptsAndRollups,
  findProjectPromptIds,
  listProjectTagNames,
  listPromptsWithTags,
  removePromptTags,
  setPromptsFields,
} from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { promptView } from './prompt-view.ts';

function invalid(message: string, errors: ErrorDetail[]): never {
  throw new ValidationError(message, errors);
}

/**
 * `POST /api/v1/projects/:id/prompts/bulk` (editors and above): one action on some prompts of the project, in one
 * transaction. Every prompt must be one of the project's (else 400 naming each one that is not, and nothing changes);
 * `removeTags` names tags the project has. `setIntent` marks the intent chosen by a person (`manual`), `delete` goes
 * the way a single prompt's delete goes (its answers leave the rollups in the same transaction). Every action raises
 * the project's data version, so no cached report keeps the old prompts.
 */
export async function bulkChangePrompts(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: { data?: unknown } | undefined,
): Promise<PromptBulkResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const data = parseInput(PromptBulkData, body?.data);
  const found = await findProjectPromptIds(services.db, project.id, data.prompts);
  const strangers = data.prompts.flatMap((documentId, index) =>
    found.has(documentId)
      ? []
      : [
          {
            path: ['data', 'prompts', index],
            message: 'not a prompt of this project',
            name: 'ValidationError',
            value: documentId,
          },
        ],
  );
  if (strangers.length)
    invalid(`Not prompts of this project: ${strangers.map((e) => e.value).join(', ')}`, strangers);
  const ids = [...found.values()];
  const owner = { organizationId: project.organizationId, projectId: project.id };
  const before = data.action === 'delete' ? await listPromptsWithTags(services.db, project.id) : [];
  let newTags: string[] = [];
  switch (data.action) {
    case 'addTags':
      newTags = await addPromptTags(services.db, owner, ids, data.tags!);
      break;
    case 'removeTags': {
      const known = new Set(await listProjectTagNames(services.db, project.id));
      const unknown = data.tags!.flatMap((tag, index) =>
        known.has(tag)
          ? []
          : [
              {
                path: ['data', 'tags', index],
                message: 'not a tag of this project',
                name: 'ValidationError',
                value: tag,
              },
            ],
      );
      if (unknown.length) invalid(`Unknown tags: ${unknown.map((e) => e.value).join(', ')}`, unknown);
      await removePromptTags(services.db, project.id, ids, data.tags!);
      break;
    }
    case 'setIntent':
      await setPromptsFields(services.db, project.id, ids, { intent: data.intent! });
      break;
    case 'activate':
    case 'deactivate':
      await setPromptsFields(services.db, project.id, ids, { active: data.action === 'activate' });
      break;
    case 'delete':
      await deletePromptsAndRollups(services.db, ids);
      break;
  }
  const chosen = new Set(data.prompts);
  const rows = data.action === 'delete' ? before : await listPromptsWithTags(services.db, project.id);
  return {
    data: {
      action: data.action,
      prompts: rows.filter((row) => chosen.has(row.documentId)).map(promptView),
      newTags,
    },
    meta: {},
  };
}
