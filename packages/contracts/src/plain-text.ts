import { z } from 'zod';

/**
 * Characters no name may hold: C0 and C1 controls (tab, line feed, carriage return, escape, …), the Unicode line and
 * paragraph separators, and the bidirectional overrides and isolates. Names reach e-mail text and subjects (an
 * invitation names its organization) and CSV files; a line break there lets a name write lines of its own, and a
 * bidirectional override shows text other than what it is. See docs/features/accounts.md (names).
 */
export const controlCharacters = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export const controlCharactersMessage = 'must not contain control characters such as line breaks or tabs';

/** Whether a text is free of `controlCharacters`. */
export const isPlainText = (value: string): boolean => !controlCharacters.test(value);

/** A name typed by a person: trimmed, 1 to `max` characters, without control characters. */
export const plainName = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .refine(isPlainText, controlCharactersMessage);
