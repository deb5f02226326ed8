import { ValidationError } from '@sightline/contracts';
import type { z } from 'zod';

/** Validates a create/update payload, naming every bad field under `data`. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    path: ['data', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    message: issue.message,
    name: 'ValidationError',
  }));
  throw new ValidationError(`Invalid ${errors.map((e) => e.path.join('.')).join(', ')}`, errors);
}
