import type { i18n as I18n } from 'i18next';
import { projectFieldsEn, projectFieldsKo } from './strings/project-fields-strings.ts';
import { projectScreensEn, projectScreensKo } from './strings/project-screens-strings.ts';
import { projectWizardEn, projectWizardKo } from './strings/project-wizard-strings.ts';

/**
 * Strings of the project screens (wizard, details, edit, owned media), added under `projects.` next to the common
 * project strings (lib/i18n/resources/projects.ts) when a project screen's chunk loads, so they stay out of the
 * entry bundle that the sign-in page downloads.
 */
export const projectScreenStringsKo = { ...projectFieldsKo, ...projectScreensKo, ...projectWizardKo };
export const projectScreenStringsEn: typeof projectScreenStringsKo = {
  ...projectFieldsEn,
  ...projectScreensEn,
  ...projectWizardEn,
};

/** Adds the project screens' strings to both languages (once; later calls change nothing). */
export function registerProjectStrings(i18n: I18n): void {
  if (i18n.exists('projects.wizard.title')) return;
  i18n.addResourceBundle('ko', 'translation', { projects: projectScreenStringsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { projects: projectScreenStringsEn }, true, false);
}
