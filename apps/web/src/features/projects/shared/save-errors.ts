import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notify } from '../../../lib/notify.ts';

const knownMessages: Array<[RegExp, (t: TFunction, match: RegExpMatchArray) => string]> = [
  [/^must not be empty$/, (t) => t('projects.serverErrors.notEmpty')],
  [/^must be a domain name$/, (t) => t('projects.serverErrors.domain')],
  [/^must be a two-letter country code$/, (t) => t('projects.serverErrors.country')],
  [/^must be a time like/, (t) => t('projects.serverErrors.time')],
  [/^must be an IANA timezone/, (t) => t('projects.serverErrors.timezone')],
  [/^must be at most (\d+) characters$/, (t, m) => t('projects.serverErrors.maxChars', { max: m[1] })],
  [/^at most (\d+) entries$/, (t, m) => t('projects.serverErrors.maxEntries', { max: m[1] })],
  [/must be a PNG, JPEG, WebP or GIF image$/, (t) => t('projects.serverErrors.imageType')],
  [/is not a readable image$/, (t) => t('projects.serverErrors.imageUnreadable')],
];

/** A server validation message in the interface language (the server speaks English); unknown ones as they are. */
export function translateServerMessage(t: TFunction, message: string): string {
  for (const [pattern, text] of knownMessages) {
    const match = message.match(pattern);
    if (match) return text(t, match);
  }
  return message;
}

function valueAt(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (value && typeof value === 'object') return (value as Record<string, unknown>)[key];
    return undefined;
  }, source);
}

export interface SaveErrors {
  /** Messages per form field path. */
  fields: Record<string, string>;
  /** Messages for which no field is on screen. */
  other: string[];
}

/**
 * Maps a 400 ValidationError to the form's fields: `place` turns a server path (`competitors.0.domains.1`)
 * into the form path that shows it (`competitors.0.domains`), or null. When an entry of a list is wrong, the
 * message names it (`“not a domain”: …`), taken from `sent`. Anything else answers null.
 */
export function saveErrorsOf(
  t: TFunction,
  error: unknown,
  place: (serverPath: string) => string | null,
  sent?: unknown,
): SaveErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 413)
    return { fields: { featureImage: t('projects.serverErrors.tooLarge') }, other: [] };
  if (error.status !== 400) return null;
  const found = error.fieldErrors();
  // What the check that failed means in the interface's language, for a message not known word for word below.
  const localized = error.fieldErrors(t);
  if (Object.keys(found).length === 0) return null;
  const result: SaveErrors = { fields: {}, other: [] };
  for (const [path, raw] of Object.entries(found)) {
    let message = translateServerMessage(t, raw);
    if (message === raw) message = localized[path] ?? raw;
    const target = place(path);
    const value = valueAt(sent, path);
    if (target !== path && typeof value === 'string') {
      message = t('projects.serverErrors.withValue', { value, message });
    }
    if (target === null) result.other.push(`${path}: ${message}`);
    else result.fields[target] = result.fields[target] ? `${result.fields[target]} · ${message}` : message;
  }
  return result;
}

/** Strips the index of an entry of a list of strings (`brandAliases.2` → `brandAliases`). */
export function listEntryField(path: string, listFields: RegExp): string {
  const match = path.match(/^(.*)\.\d+$/);
  return match?.[1] && listFields.test(match[1]) ? match[1] : path;
}

/** A failure that is not about fields: a red toast with the (translated) reason. */
export function notifySaveFailure(t: TFunction, error: unknown): void {
  const message =
    error instanceof ApiError && error.status === 403
      ? t('projects.serverErrors.forbidden')
      : error instanceof Error
        ? translateServerMessage(t, error.message)
        : t('errors.somethingWrongText');
  notify({ color: 'red', title: t('projects.serverErrors.failed'), message });
}
