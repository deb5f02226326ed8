import type { CreateProjectData, Intent } from '@sightline/contracts';
import { classifyIntent } from '@sightline/core';
import { type AuthContext, findDocument, loadAnalysisProfile, projectOfDocument } from '@sightline/db';
import { tenantOf } from '../../auth/request-auth.ts';
import type { Services } from '../../services.ts';

type Profile = Parameters<typeof classifyIntent>[1];

function profileOf(data: Pick<CreateProjectData, 'brandName' | 'brandAliases' | 'competitors'>): Profile {
  return {
    brand: { name: data.brandName, aliases: data.brandAliases },
    competitors: data.competitors.map((c, i) => ({ key: `c${i}`, ...c })),
    ownedDomains: [],
    evaluationItems: [],
  };
}

/** The wizard's prompts with an intent for each one the user left open (still marked `auto`). */
export function classifyPrompts(data: Omit<CreateProjectData, 'member' | 'workspace'>) {
  const profile = profileOf(data);
  return data.queries.map((q) =>
    q.intent ? q : { ...q, intent: classifyIntent(q.text, profile).intent, intentSource: 'auto' as const },
  );
}

/** A new prompt without an intent gets the classified one (intent source stays `auto`, so a person can override). */
export async function classifyNewPrompt(
  services: Services,
  projectId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (values.intent || typeof values.text !== 'string') return values;
  const profile = await loadAnalysisProfile(services.db, projectId);
  if (!profile) return values;
  const intent: Intent = classifyIntent(values.text, profile).intent;
  return { ...values, intent, intentSource: 'auto' };
}

/**
 * An edited prompt's intent: a person setting one keeps it (manual); `intent: null` hands it back to the classifier,
 * and a new text is classified again only while the intent is automatic. A manual intent is never replaced.
 */
export async function classifyEditedPrompt(
  services: Services,
  auth: AuthContext,
  promptId: number,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (values.intent) return values;
  if (!('intent' in values) && typeof values.text !== 'string') return values;
  const current = await findDocument(services.db, 'prompts', promptId, { tenant: tenantOf(auth), query: {} });
  if (!current) return values;
  if (!('intent' in values) && current.intentSource !== 'auto') return values;
  const projectId = await projectOfDocument(services.db, 'prompts', promptId);
  const text = typeof values.text === 'string' ? values.text : String(current.text);
  return projectId === null
    ? values
    : classifyNewPrompt(services, projectId, { ...values, intent: null, text });
}
