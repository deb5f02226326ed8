import Cookies from 'js-cookie';

/** The session token lives in a cookie (docs/features/web.md). */
export const tokenCookieName = 'sightline_jwt';

export function readToken(): string | undefined {
  return Cookies.get(tokenCookieName);
}

export function storeToken(jwt: string): void {
  Cookies.set(tokenCookieName, jwt, {
    expires: 7,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}

export function clearToken(): void {
  Cookies.remove(tokenCookieName, { path: '/' });
}
