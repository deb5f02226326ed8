import type { AlertRuleBody, AlertRuleListResponse, AlertRuleResponse } from '@sightline/contracts';
import { api } from '../../lib/api/api-client.ts';

const project = (projectDocumentId: string) => encodeURIComponent(projectDocumentId);

/** A project's alert rules: any member reads them, editors save and delete (a viewer gets a 403). */
export const alertRuleCalls = {
  list: (projectDocumentId: string, signal?: AbortSignal) =>
    api<AlertRuleListResponse>(`/v1/projects/${project(projectDocumentId)}/alert-rules`, {
      silent: true,
      ...(signal ? { signal } : {}),
    }),
  save: (projectDocumentId: string, ruleDocumentId: string | undefined, body: AlertRuleBody) =>
    api<AlertRuleResponse>(
      `/v1/projects/${project(projectDocumentId)}/alert-rules${ruleDocumentId ? `/${encodeURIComponent(ruleDocumentId)}` : ''}`,
      { method: ruleDocumentId ? 'PUT' : 'POST', json: body, silent: true },
    ),
  remove: (projectDocumentId: string, ruleDocumentId: string) =>
    api<unknown>(
      `/v1/projects/${project(projectDocumentId)}/alert-rules/${encodeURIComponent(ruleDocumentId)}`,
      {
        method: 'DELETE',
      },
    ),
};

export const alertRuleKeys = {
  all: ['alert-rules'] as const,
  list: (projectDocumentId: string) => ['alert-rules', projectDocumentId] as const,
};
