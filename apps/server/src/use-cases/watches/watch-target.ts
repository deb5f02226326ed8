import { ValidationError, type WatchMatchInput } from '@sightline/contracts';
import { siteOf } from '@sightline/core';
import type { TrackedBrand, WatchMatch } from '@sightline/db';
import { parseDomain } from '../sources/parse-domain.ts';
import { parsePageUrl } from '../sources/parse-page-url.ts';
import { invalidBodyField } from './invalid-body-field.ts';

const path = ['data', 'target'];

/** The host of a pasted address (`https://blog.naver.com/x` → `blog.naver.com`), or the text as it is. */
function hostOf(value: string): string {
  const text = value.trim();
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !text.includes('/')) return text;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return text;
  }
}

/** A check of the target whose 400 names the body's field `data.target`. */
function onTarget(check: () => string): string {
  try {
    return check();
  } catch (error) {
    if (error instanceof ValidationError) invalidBodyField(path, error.message, undefined);
    throw error;
  }
}

/**
 * A watch's target as it is matched: a site as citations name it (a pasted address gives its host's site), a
 * normalized page address, the keyword with its spaces collapsed, or the key of one of the project's tracked brands.
 * Anything else is a 400 naming `data.target` and saying what was expected.
 */
export function watchTarget(input: WatchMatchInput, brands: readonly TrackedBrand[]): WatchMatch {
  const engines = [...new Set(input.engines ?? [])].sort();
  switch (input.kind) {
    case 'domain':
      // As citations file it: a platform's site (m.blog.naver.com → blog.naver.com), else the registrable domain
      // (a watch of naver.com follows all of Naver's sites).
      return {
        kind: 'domain',
        target: onTarget(() => siteOf(parseDomain(hostOf(input.target), 'target'))),
        engines,
      };
    case 'url':
      return {
        kind: 'url',
        target: onTarget(() => parsePageUrl(input.target, 'target').normalizedUrl),
        engines,
      };
    case 'keyword': {
      const keyword = input.target.replace(/\s+/g, ' ').trim();
      if (keyword.length < 2)
        invalidBodyField(path, 'A keyword must have at least 2 characters', input.target);
      return { kind: 'keyword', target: keyword, engines };
    }
    case 'brand': {
      const brand = brands.find((b) => b.key === input.target);
      if (!brand) {
        const known = brands.map((b) => `${b.key} (${b.name})`).join(', ');
        invalidBodyField(path, `A brand watch follows one of the project's brands: ${known}`, input.target);
      }
      return { kind: 'brand', target: brand.key, engines };
    }
  }
}
