import type { PromptImportError } from '@sightline/contracts';
import { promptImportReasons } from '@sightline/contracts/constants';

/** The rejected lines of a 400 answer to an import, or null when the answer is not such a report. */
export function rejectedLines(details: Record<string, unknown>): PromptImportError[] | null {
  const errors = details.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const lines = errors.filter(
    (e): e is PromptImportError =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as PromptImportError).line === 'number' &&
      (promptImportReasons as readonly string[]).includes((e as PromptImportError).reason),
  );
  return lines.length === errors.length ? lines : null;
}
