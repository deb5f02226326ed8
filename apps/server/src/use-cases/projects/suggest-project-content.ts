import { type ProjectSuggestions, ProjectSuggestionsData } from '@sightline/contracts';
import { suggestFromTemplates } from '@sightline/core';
import type { AuthContext } from '@sightline/db';
import { findDocumentFor } from '../../auth/find-document-for.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { askModelForSuggestions } from './ask-model-for-suggestions.ts';

/**
 * `POST /api/v1/project-suggestions`: competitors and prompts for a new project, in its language. Asked of the
 * workspace organization's engine when it has a key, else (or when that fails) from the built-in templates; the
 * answer says which (`source`). Needs the editor role in the workspace's organization; another's is not found.
 */
export async function suggestProjectContent(
  services: Services,
  auth: AuthContext,
  data: unknown,
): Promise<ProjectSuggestions> {
  const input = parseInput(ProjectSuggestionsData, data);
  const workspace = await findDocumentFor(
    services,
    auth,
    'workspaces',
    input.workspace,
    'editContent',
    'Workspace not found',
  );
  const outcome = await askModelForSuggestions(services, workspace.organizationId, input);
  if (outcome.kind === 'answered') {
    const { engine, competitors, prompts } = outcome.suggestions;
    return { source: 'model', engine, competitors, prompts };
  }
  const templates = suggestFromTemplates(input);
  return {
    source: 'templates',
    ...(outcome.kind === 'failed' ? { attempted: outcome.engine } : {}),
    competitors: templates.competitors,
    prompts: templates.prompts,
  };
}
