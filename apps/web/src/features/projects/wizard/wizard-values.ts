import { randomId } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { CreateProjectInput } from '../project-calls.ts';
import type { PromptDraft } from '../prompts/prompt-parsing.ts';
import { type ProjectFieldValues, toProjectFields, validateProjectFields } from '../shared/project-fields.ts';
import { listEntryField } from '../shared/save-errors.ts';
import { browserOrigin, originDefaults, type WizardOrigin } from './wizard-origin.ts';

export interface CompetitorRow {
  key: string;
  name: string;
  aliases: string[];
  domains: string[];
}
export interface EvaluationItemRow {
  key: string;
  name: string;
  keywords: string[];
}

/** Everything the wizard collects, step by step. */
export interface WizardValues extends ProjectFieldValues {
  /** Every engine answered by the simulator (chosen on the last step). */
  simulated: boolean;
  competitors: CompetitorRow[];
  ownedDomains: string[];
  queries: PromptDraft[];
  tags: string[];
  evaluationItems: EvaluationItemRow[];
}

export const wizardSteps = [
  'brand',
  'competitors',
  'owned',
  'prompts',
  'tags',
  'engines',
  'review',
  'connect',
] as const;
export type WizardStep = (typeof wizardSteps)[number];

/**
 * A new project's values: empty, with its language, country and time zone from the interface and the browser
 * (`origin`; without it, a Korean interface's).
 */
export function initialWizardValues(origin: WizardOrigin = browserOrigin('ko')): WizardValues {
  const { language, country, timezone } = originDefaults(origin);
  return {
    name: '',
    brandName: '',
    brandAliases: [],
    description: '',
    category: '',
    simulated: false,
    language,
    country,
    featureImage: null,
    competitors: [],
    ownedDomains: [],
    queries: [],
    tags: [],
    evaluationItems: [],
    engines: ['simulated'],
    scheduleTime: '09:00',
    timezone,
    samplesPerRun: 1,
  };
}

export const newCompetitor = (): CompetitorRow => ({ key: randomId(), name: '', aliases: [], domains: [] });
export const newEvaluationItem = (): EvaluationItemRow => ({ key: randomId(), name: '', keywords: [] });

/** The create data with the category and what only the wizard sends (contracts `CreateProjectData`: simulated). */
export type WizardCreateData = CreateProjectInput & { category: string | null; simulated: boolean };

/** The `POST /api/v1/projects` data (CreateProjectData) for the selected member and workspace. */
export function toCreateData(values: WizardValues, member: number, workspace: number): WizardCreateData {
  return {
    member,
    workspace,
    ...toProjectFields(values),
    simulated: values.simulated,
    competitors: values.competitors.map(({ name, aliases, domains }) => ({
      name: name.trim(),
      aliases,
      domains,
    })),
    ownedMedia: values.ownedDomains.map((value) => ({ kind: 'domain' as const, value })),
    queries: values.queries.map(({ text, language }) => ({ text, language })),
    tags: values.tags.map((name) => ({ name })),
    evaluationItems: values.evaluationItems.map(({ name, keywords }) => ({ name: name.trim(), keywords })),
  };
}

const stringLists =
  /^(brandAliases|engines|competitors\.\d+\.(aliases|domains)|evaluationItems\.\d+\.keywords)$/;

/** Where a server error of the create call is shown in the wizard (`competitors.0.domains.1` → that field). */
export function wizardFieldOf(serverPath: string): string | null {
  const root = serverPath.split('.')[0] ?? '';
  if (root === 'ownedMedia') return 'ownedDomains';
  if (root === 'queries') return 'queries';
  if (root === 'tags') return 'tags';
  if (root === 'member' || root === 'workspace' || !(root in initialWizardValues())) return null;
  return listEntryField(serverPath, stringLists);
}

const stepOfRoot: Record<string, WizardStep> = {
  competitors: 'competitors',
  ownedDomains: 'owned',
  queries: 'prompts',
  tags: 'tags',
  evaluationItems: 'tags',
  engines: 'engines',
  scheduleTime: 'engines',
  timezone: 'engines',
  samplesPerRun: 'engines',
  simulated: 'connect',
};

/** The index of the step that shows a form field. */
export function stepOfField(path: string): number {
  return wizardSteps.indexOf(stepOfRoot[path.split('.')[0] ?? ''] ?? 'brand');
}

/** Client-side checks of one step (required fields and formats the browser can judge); the server checks all. */
export function validateWizardStep(values: WizardValues, step: number, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = t('projects.validation.required');
  const all = validateProjectFields(values, t);
  for (const [path, message] of Object.entries(all)) if (stepOfField(path) === step) errors[path] = message;
  if (step === wizardSteps.indexOf('competitors')) {
    values.competitors.forEach((row, i) => {
      if (!row.name.trim()) errors[`competitors.${i}.name`] = required;
    });
  }
  if (step === wizardSteps.indexOf('prompts') && values.queries.length === 0) {
    errors.queries = t('projects.wizard.noPrompts');
  }
  if (step === wizardSteps.indexOf('prompts') && values.queries.length > 1000) {
    errors.queries = t('projects.validation.tooManyPrompts');
  }
  if (step === wizardSteps.indexOf('tags')) {
    values.evaluationItems.forEach((row, i) => {
      if (!row.name.trim()) errors[`evaluationItems.${i}.name`] = required;
    });
  }
  return errors;
}
