import { type ErrorDetail, ValidationError } from '@sightline/contracts';
import { baseUrlProblem, parseAllowedHosts } from '@sightline/engines';

// The value is not echoed: it may hold a password.
const invalidBaseUrl = (message: string): ValidationError =>
  new ValidationError(`Invalid data.baseUrl: ${message}`, [
    { path: ['data', 'baseUrl'], message, name: 'ValidationError' } satisfies ErrorDetail,
  ]);

/**
 * A base URL an organization saves: http(s), no credentials, and not a literal loopback, private or link-local
 * address (or `localhost`) unless the operator allows it. Host names are checked on every connection instead.
 */
export function assertSavableBaseUrl(allowedHosts: readonly string[], baseUrl: string | null): void {
  if (baseUrl === null) return;
  const problem = baseUrlProblem(baseUrl, parseAllowedHosts(allowedHosts));
  if (problem) throw invalidBaseUrl(problem);
}

/**
 * A base URL to test before saving: credentials in it are refused like on save; where it points is left to the
 * outbound guard, so the test answers with a classified `blocked_address` failure.
 */
export function assertTestableBaseUrl(baseUrl: string | undefined): void {
  if (baseUrl === undefined) return;
  const url = new URL(baseUrl);
  if (url.username !== '' || url.password !== '') {
    throw invalidBaseUrl('must not contain a user name or password: enter the key in its own field');
  }
}
