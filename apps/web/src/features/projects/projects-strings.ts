import type { i18n as I18n } from 'i18next';
import { projectFieldsEn, projectFieldsKo } from './strings/project-fields-strings.ts';
import { projectScreensEn, projectScreensKo } from './strings/project-screens-strings.ts';

/**
 * Strings of the project screens (details, edit, owned media), added under `projects.` next to the common project
 * strings (lib/i18n/resources/projects.ts) when a project screen's chunk loads, so they stay out of the entry bundle
 * that the sign-in page downloads. The wizard's strings, which the forms share, are project-form-strings.ts's: the
 * details page goes without them.
 */
export const projectDetailStringsKo = { ...projectFieldsKo, ...projectScreensKo };
export const projectDetailStringsEn: typeof projectDetailStringsKo = {
  ...projectFieldsEn,
  ...projectScreensEn,
};

/** Adds the project screens' strings to both languages (once; later calls change nothing). */
export function registerProjectStrings(i18n: I18n): void {
  if (i18n.exists('projects.competitors.row')) return;
  i18n.addResourceBundle('ko', 'translation', { projects: projectDetailStringsKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { projects: projectDetailStringsEn }, true, false);
}
