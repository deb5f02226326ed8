import { normalizeUrl } from '@sightline/core';
import { invalidParameter } from '../query-parameters.ts';

/**
 * A cited page's address in any form (scheme optional, `www.`, tracking parameters, fragment), normalized as the
 * analyzer stores it; a 400 naming `field` unless it is an http(s) address whose host has a dot (no answer cites
 * `localhost` or a bare word).
 */
export function parsePageUrl(url: string, field = 'url') {
  const normalized = normalizeUrl(url);
  if (!normalized.host.includes('.'))
    invalidParameter(
      field,
      `${field} must hold an http or https address such as https://namu.wiki/w/coffee, not ${url}`,
      url,
    );
  return normalized;
}
