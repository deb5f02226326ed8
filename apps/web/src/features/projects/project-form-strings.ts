import type { i18n as I18n } from 'i18next';
import {
  projectDetailStringsEn,
  projectDetailStringsKo,
  registerProjectStrings,
} from './projects-strings.ts';
import { projectWizardEn, projectWizardKo } from './strings/project-wizard-strings.ts';

/** Every string of the project screens: the details' (projects-strings.ts) and the wizard's, which the forms share. */
export const projectScreenStringsKo = { ...projectDetailStringsKo, ...projectWizardKo };
export const projectScreenStringsEn: typeof projectScreenStringsKo = {
  ...projectDetailStringsEn,
  ...projectWizardEn,
};

/** Adds the strings of the project forms (wizard, edit, owned media) to both languages, once. */
export function registerProjectFormStrings(i18n: I18n): void {
  registerProjectStrings(i18n);
  if (i18n.exists('projects.wizard.title')) return;
  i18n.addResourceBundle('ko', 'translation', { projects: projectWizardKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { projects: projectWizardEn }, true, false);
}
