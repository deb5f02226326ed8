/** Name of the cookie that holds the session token (product spec §4: "The token lives in a cookie"). */
export const tokenCookieName = 'sightline_jwt';

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** Whether a session token is present; the accounts API decides whether it is still valid. */
export function hasSessionToken(): boolean {
  return Boolean(readCookie(tokenCookieName));
}
