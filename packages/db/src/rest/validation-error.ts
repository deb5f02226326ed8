import { ValidationError } from '@sightline/contracts';

/** A ValidationError about one query parameter, with its path (`filters.workspace.name.$foo`). */
export function queryError(path: Array<string | number>, message: string, value?: unknown): ValidationError {
  const dotted = path.join('.');
  return new ValidationError(`${dotted}: ${message}`, [
    { path, message, name: 'ValidationError', ...(value === undefined ? {} : { value }) },
  ]);
}
