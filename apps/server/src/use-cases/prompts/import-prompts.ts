import { PromptImportData, type PromptImportResponse, ValidationError } from '@sightline/contracts';
import { classifyIntent } from '@sightline/core';
import {
  type AuthContext,
  insertPrompts,
  listPromptsWithTags,
  loadAnalysisProfile,
  withPromptCountLocked,
} from '@sightline/db';
import { findProjectFor } from '../../auth/find-project-for.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Services } from '../../services.ts';
import { checkPromptLines } from './check-prompt-lines.ts';
import { parsePromptCsv } from './parse-prompt-csv.ts';
import { ensurePromptRoom } from './prompt-room.ts';
import { promptView } from './prompt-view.ts';

/**
 * `POST /api/v1/projects/:id/prompts/import` (editors and above): a CSV of prompts, every line checked first. One
 * rejected line and nothing is written: a 400 whose `details.errors` has one entry per rejected line; a file that
 * would take the project past its prompt cap is a 409 (`prompt-room.ts`, counted under the project's lock). Otherwise every
 * prompt and every new tag is created in one transaction; a prompt without an intent gets the classified one (`auto`),
 * as a prompt created alone does, and one with an intent keeps it (`manual`).
 */
export async function importPrompts(
  services: Services,
  auth: AuthContext,
  projectKey: string,
  body: { data?: unknown } | undefined,
): Promise<PromptImportResponse> {
  const project = await findProjectFor(services, auth, projectKey, 'editContent');
  const { csv } = parseInput(PromptImportData, body?.data);
  const [existing, profile] = await Promise.all([
    listPromptsWithTags(services.db, project.id),
    loadAnalysisProfile(services.db, project.id),
  ]);
  const parsed = parsePromptCsv(csv);
  const { prompts, errors } = checkPromptLines(parsed, {
    defaultLanguage: profile?.language ?? 'ko',
    existing: existing.map((p) => p.text),
  });
  if (errors.length > 0) {
    const lines = errors.length === 1 ? '1 line was' : `${errors.length} lines were`;
    throw new ValidationError(`${lines} rejected, so nothing was imported`, errors);
  }
  const rows = prompts.map(({ line: _line, ...prompt }) => ({
    ...prompt,
    intent: prompt.intent ?? (profile ? classifyIntent(prompt.text, profile).intent : null),
    intentSource: prompt.intent ? ('manual' as const) : ('auto' as const),
  }));
  // Counted again under the project's lock: an import and another write at once cannot pass the cap together.
  const { documentIds, newTags } = await withPromptCountLocked(services.db, project.id, (tx, have) => {
    ensurePromptRoom(have, prompts.length);
    return insertPrompts(tx, { organizationId: project.organizationId, projectId: project.id }, rows);
  });
  const created = new Map(
    (await listPromptsWithTags(services.db, project.id)).map((row) => [row.documentId, promptView(row)]),
  );
  return {
    data: { created: documentIds.flatMap((id) => created.get(id) ?? []), newTags },
    meta: { lines: parsed.records.length },
  };
}
