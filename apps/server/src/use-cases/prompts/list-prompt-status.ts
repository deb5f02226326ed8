import type { EngineId, Intent, PromptStatusQuery, PromptStatusResponse } from '@sightline/contracts';
import { type AuthContext, countOrganizationPrompts, listPromptStatus } from '@sightline/db';
import { pageMeta, parsePage } from '../../http/page-query.ts';
import type { Services } from '../../services.ts';
import { organizationFor } from '../engine-connections/organization-for.ts';

/**
 * `GET /api/v1/organizations/:id/prompt-status`: a page of the organization's projects' prompts (at most 100), each
 * with its last run (status and error), its last success and this month's runs (UTC month: count, failures, cost).
 * Any member may read it; another organization is not found.
 */
export async function listOrganizationPromptStatus(
  services: Services,
  auth: AuthContext,
  organizationKey: string,
  query: PromptStatusQuery = {},
  now = new Date(),
): Promise<PromptStatusResponse> {
  const organization = await organizationFor(services, auth, organizationKey, 'read');
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const page = parsePage(query.pagination);
  const [rows, total] = await Promise.all([
    listPromptStatus(services.db, organization.id, since, { offset: page.offset, limit: page.pageSize }),
    countOrganizationPrompts(services.db, organization.id),
  ]);
  return {
    data: rows.map((row) => ({
      prompt: {
        documentId: row.promptDocumentId,
        text: row.text,
        language: row.language,
        intent: row.intent as Intent | null,
        active: row.active,
      },
      project: { documentId: row.projectDocumentId, name: row.projectName },
      lastRun:
        row.lastRun && (row.lastRun.status === 'succeeded' || row.lastRun.status === 'failed')
          ? {
              engine: row.lastRun.engine as EngineId,
              status: row.lastRun.status,
              errorKind: row.lastRun.errorKind,
              error: row.lastRun.error,
              finishedAt: row.lastRun.finishedAt.toISOString(),
            }
          : null,
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      month: { runs: row.runs, failed: row.failed, cost: row.cost },
    })),
    meta: { since: since.toISOString(), pagination: pageMeta(page, total) },
  };
}
