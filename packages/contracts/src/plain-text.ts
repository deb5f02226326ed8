import { z } from 'zod';
import { controlCharacters } from './constants.ts';

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
