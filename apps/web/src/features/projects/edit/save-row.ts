import type { TFunction } from 'i18next';
import { notify } from '../../../lib/notify.ts';
import { type ProjectResourceDocs, type ProjectResourceName, projectCalls } from '../project-calls.ts';
import { listEntryField, notifySaveFailure, saveErrorsOf } from '../shared/save-errors.ts';

/**
 * Creates (no documentId) or updates one prompt, tag, competitor or evaluation item. Validation errors go to
 * the row's fields (`domains.1` → the domains input); other failures to a toast. Answers null on failure.
 */
export async function saveRow<C extends ProjectResourceName>(
  t: TFunction,
  request: {
    resource: C;
    projectId: number;
    documentId?: string | undefined;
    fields: Record<string, unknown>;
    setErrors: (errors: Record<string, string>) => void;
  },
): Promise<ProjectResourceDocs[C] | null> {
  const { resource, projectId, documentId, fields } = request;
  try {
    return documentId
      ? await projectCalls.updateIn(resource, documentId, fields)
      : await projectCalls.createIn(resource, projectId, fields);
  } catch (error) {
    const mapped = saveErrorsOf(
      t,
      error,
      (path) => listEntryField(path, /^(aliases|domains|keywords)$/),
      fields,
    );
    if (!mapped) notifySaveFailure(t, error);
    else {
      request.setErrors(mapped.fields);
      if (mapped.other.length > 0) {
        notify({ color: 'red', title: t('projects.serverErrors.failed'), message: mapped.other.join('\n') });
      }
    }
    return null;
  }
}
