import { describe, expect, it } from 'vitest';
import { readLocaleCookie } from './locale-cookie.ts';

describe('the locale cookie', () => {
  it('reads the language it remembers among other cookies', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en');
    expect(readLocaleCookie('i18n_redirected=ko')).toBe('ko');
  });

  it('ignores a missing cookie, a language Sightline does not speak, and a name that only ends the same', () => {
    expect(readLocaleCookie('')).toBeUndefined();
    expect(readLocaleCookie('i18n_redirected=fr')).toBeUndefined();
    expect(readLocaleCookie('x_i18n_redirected=en')).toBeUndefined();
    expect(readLocaleCookie('i18n_redirected=')).toBeUndefined();
  });
});
