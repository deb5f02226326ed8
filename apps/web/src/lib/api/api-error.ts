import type { TFunction } from 'i18next';

/** One entry of a ValidationError's `details.errors` (contracts `ErrorDetail`). */
export interface FieldErrorDetail {
  path?: Array<string | number>;
  message?: string;
  code?: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
}

/** What is wrong with a field, in the interface's language, from the check the server says failed. */
export function fieldErrorText(t: TFunction, detail: FieldErrorDetail): string {
  const { code, minimum, maximum, format } = detail;
  const text = detail.origin === 'string';
  if (code === 'too_big' && maximum !== undefined)
    return t(text ? 'fieldError.tooLong' : 'fieldError.tooBig', { maximum });
  if (code === 'too_small' && minimum !== undefined)
    return minimum <= 1 && text
      ? t('fieldError.required')
      : t(text ? 'fieldError.tooShort' : 'fieldError.tooSmall', { minimum });
  if (code === 'invalid_format')
    return t(
      format === 'email' ? 'fieldError.email' : format === 'url' ? 'fieldError.url' : 'fieldError.format',
    );
  if (code === 'invalid_type' && /received undefined/.test(detail.message ?? ''))
    return t('fieldError.required');
  return t('fieldError.invalid');
}

/** An API failure: the server's error envelope, or a synthetic 500 UnknownError when there was none. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: Record<string, unknown>;

  constructor(status: number, name: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }

  /**
   * Messages per field from a ValidationError (`data.name` → 'must not be empty'). With `t`, each says what is wrong
   * in the interface's language from the check that failed (`code`, `minimum`, `maximum`, `format`), not the
   * server's English: see `fieldErrorText`.
   */
  fieldErrors(t?: TFunction): Record<string, string> {
    const errors = (this.details.errors ?? []) as FieldErrorDetail[];
    const result: Record<string, string> = {};
    for (const e of errors) {
      const path = (e.path ?? []).filter((p) => p !== 'body' && p !== 'data').join('.');
      if (path && e.message && !result[path]) result[path] = t ? fieldErrorText(t, e) : e.message;
    }
    return result;
  }
}
