/**
 * The `redirect` search value of the sign-in page: where to return after signing in. Only a path of this
 * site is accepted ("/projects/tracking?from=…"); anything else (`//evil.example`, `https://…`, `javascript:`)
 * is dropped, so the sign-in page cannot be used to send people elsewhere.
 */
export function redirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = redirectTarget(search.redirect);
  return redirect ? { redirect } : {};
}
