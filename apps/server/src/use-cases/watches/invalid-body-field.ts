import { ValidationError } from '@sightline/contracts';

/**
 * A 400 naming a field of a request body by its path (`['data', 'target']`), as the body's own validation names
 * fields, so a form shows the message beside the field.
 */
export function invalidBodyField(path: readonly string[], message: string, value?: unknown): never {
  throw new ValidationError(message, [
    { path: [...path], message, name: 'ValidationError', ...(value === undefined ? {} : { value }) },
  ]);
}
