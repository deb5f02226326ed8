import { invalidParameter } from '../query-parameters.ts';

/** A registrable domain or host as the analyzer stores it: lower case, no scheme, path, port or `www.`. */
export function parseDomain(value: string, field = 'domain'): string {
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  if (
    !/^[a-z0-9\p{L}](?:[a-z0-9\p{L}-]*[a-z0-9\p{L}])?(?:\.[a-z0-9\p{L}](?:[a-z0-9\p{L}-]*[a-z0-9\p{L}])?)+$/u.test(
      domain,
    )
  )
    invalidParameter(field, `${field} must be a domain name such as namu.wiki, not ${value}`, value);
  return domain;
}
