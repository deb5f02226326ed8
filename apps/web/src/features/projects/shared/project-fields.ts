import type { EngineId, Locale } from '@sightline/contracts/constants';
import type { TFunction } from 'i18next';
import type { Project } from '../../../lib/api/types.ts';
import type { ProjectFieldsInput } from '../project-calls.ts';
import { featureImageMaxBytes, featureImageTypes } from './FeatureImageField.tsx';
import { listEntryField } from './save-errors.ts';

/** The brand, engine and schedule fields shared by the wizard and the edit screen. */
export interface ProjectFieldValues {
  name: string;
  brandName: string;
  brandAliases: string[];
  description: string;
  /** The brand's category in the user's words ('' for none). */
  category: string;
  language: Locale;
  country: string;
  featureImage: File | null;
  engines: EngineId[];
  scheduleTime: string;
  timezone: string;
  /** A NumberInput gives '' while it is empty. */
  samplesPerRun: number | string;
}

export function projectFieldValues(project: Project): ProjectFieldValues {
  return {
    name: project.name,
    brandName: project.brandName,
    brandAliases: project.brandAliases,
    description: project.description,
    category: project.category ?? '',
    language: project.language === 'en' ? 'en' : 'ko',
    country: project.country,
    featureImage: null,
    engines: project.engines,
    scheduleTime: project.scheduleTime,
    timezone: project.timezone,
    samplesPerRun: project.samplesPerRun,
  };
}

/** The project's own fields with its category (contracts `ProjectFields`; null is no category). */
export type ProjectFieldsData = ProjectFieldsInput & { category: string | null };

export function toProjectFields(values: ProjectFieldValues): ProjectFieldsData {
  return {
    name: values.name.trim(),
    brandName: values.brandName.trim(),
    brandAliases: values.brandAliases,
    description: values.description.trim(),
    category: values.category.trim() || null,
    language: values.language,
    country: values.country.trim().toUpperCase(),
    timezone: values.timezone,
    engines: values.engines,
    samplesPerRun: Number(values.samplesPerRun),
    scheduleTime: values.scheduleTime,
  };
}

/** Checks the browser can make before saving; the server's validation stays the authority. */
export function validateProjectFields(values: ProjectFieldValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = t('projects.validation.required');
  if (!values.name.trim()) errors.name = required;
  if (!values.brandName.trim()) errors.brandName = required;
  if (!/^[A-Za-z]{2}$/.test(values.country.trim())) errors.country = t('projects.validation.country');
  const image = values.featureImage;
  if (image && !featureImageTypes.includes(image.type))
    errors.featureImage = t('projects.validation.imageType');
  else if (image && image.size > featureImageMaxBytes)
    errors.featureImage = t('projects.validation.imageSize');
  if (values.engines.length === 0) errors.engines = t('projects.validation.engines');
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.scheduleTime))
    errors.scheduleTime = t('projects.validation.time');
  if (!values.timezone) errors.timezone = t('projects.validation.timezone');
  const samples = Number(values.samplesPerRun);
  if (values.samplesPerRun === '' || !Number.isInteger(samples) || samples < 1 || samples > 10) {
    errors.samplesPerRun = t('projects.validation.samples');
  }
  return errors;
}

/** Where a server error about a project field shows (`brandAliases.1` → the aliases input). */
export function projectFieldOf(serverPath: string): string | null {
  const field = listEntryField(serverPath, /^(brandAliases|engines)$/);
  const known: Array<keyof ProjectFieldValues> = [
    'name',
    'brandName',
    'brandAliases',
    'description',
    'category',
    'language',
    'country',
    'featureImage',
    'engines',
    'scheduleTime',
    'timezone',
    'samplesPerRun',
  ];
  return (known as string[]).includes(field) ? field : null;
}
