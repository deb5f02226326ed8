import type { Intent } from '@sightline/contracts';
import { api, type Single } from '../../lib/api/api-client.ts';
import type { Prompt } from '../../lib/api/types.ts';

/**
 * Sets a prompt's intent by hand (`PUT /api/prompts/:documentId`): the server marks it `manual`, and the analysis
 * keeps it instead of classifying the prompt again. Editor role or more. Silent: the screen says what failed.
 */
export const promptIntentCalls = {
  setIntent: (promptDocumentId: string, intent: Intent) =>
    api<Single<Prompt>>(`/prompts/${promptDocumentId}`, {
      method: 'PUT',
      json: { data: { intent } },
      silent: true,
    }).then((r) => r.data),
};
