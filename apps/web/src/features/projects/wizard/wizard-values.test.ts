// @vitest-environment happy-dom
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  initialWizardValues,
  stepOfField,
  toCreateData,
  validateWizardStep,
  wizardFieldOf,
  wizardSteps,
} from './wizard-values.ts';

describe('wizardFieldOf', () => {
  it('shows a server error on the field of its step', () => {
    expect(wizardFieldOf('competitors.0.domains.1')).toBe('competitors.0.domains');
    expect(wizardFieldOf('competitors.2.name')).toBe('competitors.2.name');
    expect(wizardFieldOf('brandAliases.3')).toBe('brandAliases');
    expect(wizardFieldOf('evaluationItems.1.keywords.0')).toBe('evaluationItems.1.keywords');
    expect(wizardFieldOf('ownedMedia.0.value')).toBe('ownedDomains');
    expect(wizardFieldOf('queries.12.text')).toBe('queries');
    expect(wizardFieldOf('tags.0.name')).toBe('tags');
    expect(wizardFieldOf('featureImage')).toBe('featureImage');
    expect(wizardFieldOf('workspace')).toBeNull();
    expect(wizardFieldOf('unknown')).toBeNull();
  });

  it('knows the step of each field', () => {
    expect(wizardSteps[stepOfField('competitors.0.domains')]).toBe('competitors');
    expect(wizardSteps[stepOfField('ownedDomains')]).toBe('owned');
    expect(wizardSteps[stepOfField('queries')]).toBe('prompts');
    expect(wizardSteps[stepOfField('evaluationItems.0.name')]).toBe('tags');
    expect(wizardSteps[stepOfField('scheduleTime')]).toBe('engines');
    expect(wizardSteps[stepOfField('country')]).toBe('brand');
  });
});

describe('toCreateData', () => {
  it('builds the CreateProjectData of the selected member and workspace', () => {
    const values = {
      ...initialWizardValues({ locale: 'ko', languages: ['ko-KR'], timeZone: 'Asia/Seoul' }),
      name: ' Name ',
      brandName: 'Brand',
      category: ' SaaS/B2B software ',
      country: 'us',
      samplesPerRun: '3',
      competitors: [{ key: 'a', name: ' Rival ', aliases: ['R'], domains: ['rival.com'] }],
      ownedDomains: ['brand.com'],
      queries: [{ text: 'best crm', language: 'en' }],
      tags: ['crm'],
      evaluationItems: [{ key: 'b', name: 'price', keywords: ['cheap'] }],
    };
    expect(toCreateData(values, 1, 2)).toEqual({
      member: 1,
      workspace: 2,
      name: 'Name',
      brandName: 'Brand',
      brandAliases: [],
      description: '',
      category: 'SaaS/B2B software',
      simulated: false,
      language: 'ko',
      country: 'US',
      timezone: 'Asia/Seoul',
      engines: ['simulated'],
      samplesPerRun: 3,
      scheduleTime: '09:00',
      competitors: [{ name: 'Rival', aliases: ['R'], domains: ['rival.com'] }],
      ownedMedia: [{ kind: 'domain', value: 'brand.com' }],
      queries: [{ text: 'best crm', language: 'en' }],
      tags: [{ name: 'crm' }],
      evaluationItems: [{ name: 'price', keywords: ['cheap'] }],
    });
  });
});

describe('validateWizardStep', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const prompts = wizardSteps.indexOf('prompts');

  it('does not go past the prompts step without a prompt', () => {
    expect(validateWizardStep(initialWizardValues(), prompts, t)).toEqual({
      queries: 'projects.wizard.noPrompts',
    });
    const one = { ...initialWizardValues(), queries: [{ text: 'best crm', language: 'en' }] };
    expect(validateWizardStep(one, prompts, t)).toEqual({});
  });

  it('sends an empty category as none and keeps the simulated choice', () => {
    const values = { ...initialWizardValues(), category: '  ', simulated: true };
    expect(toCreateData(values, 1, 2)).toMatchObject({ category: null, simulated: true });
    expect(wizardSteps.at(-1)).toBe('connect');
    expect(wizardSteps[stepOfField('simulated')]).toBe('connect');
    expect(wizardSteps[stepOfField('category')]).toBe('brand');
  });
});
