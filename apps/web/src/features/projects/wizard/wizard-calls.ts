import type { EngineConnection, ProjectSuggestions } from '@sightline/contracts';
import type { Locale } from '@sightline/contracts/constants';
import { api } from '../../../lib/api/api-client.ts';

/** What the wizard asks suggestions for (`POST /v1/project-suggestions`). */
export interface SuggestionRequest {
  workspace: number;
  brand: string;
  category: string;
  language: Locale;
  country?: string;
  competitors: string[];
  prompts: string[];
}

/** The wizard's own calls: suggestions, and which engines of the organization have a key (never a key itself). */
export const wizardCalls = {
  suggest: (data: SuggestionRequest) =>
    api<{ data: ProjectSuggestions }>('/v1/project-suggestions', {
      method: 'POST',
      json: { data },
      silent: true,
    }).then((r) => r.data),

  engineConnections: (organizationId: number) =>
    api<{ data: EngineConnection[] }>(`/v1/organizations/${organizationId}/engine-connections`).then(
      (r) => r.data,
    ),
};
