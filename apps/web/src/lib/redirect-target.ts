/** Any origin will do: it only anchors relative paths so that the URL parser can tell whether they leave the site. */
const anchor = 'https://sightline.invalid';

/**
 * The `redirect` search value of the sign-in page: where to return after signing in. Only a path of this site is
 * accepted ("/projects/tracking?from=…"), judged the way the browser will read it: the value is resolved as a URL
 * against this site and must stay on it. Whatever would leave it (`//evil.example`, `https://…`, `javascript:`,
 * `/\evil.example`, or `/<tab>/evil.example`, which browsers read as `//evil.example`) is dropped, so the sign-in
 * page cannot be used to send people elsewhere. Returns the normalized path, query and fragment.
 */
export function redirectTarget(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Control characters and backslashes are rewritten or dropped by URL parsers in ways that can change the host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, anchor);
  } catch {
    return undefined;
  }
  if (url.origin !== anchor) return undefined;
  const target = `${url.pathname}${url.search}${url.hash}`;
  return target.startsWith('//') ? undefined : target;
}

export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = redirectTarget(search.redirect);
  return redirect ? { redirect } : {};
}
