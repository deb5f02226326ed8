import { describe, expect, it } from 'vitest';
import { redirectTarget, validateRedirectSearch } from './redirect-target.ts';

describe('sign-in redirect target', () => {
  it.each([
    ['/', '/'],
    ['/projects/tracking?from=2026-11-01', '/projects/tracking?from=2026-11-01'],
    ['/projects/abc/collects/2026/11/21', '/projects/abc/collects/2026/11/21'],
  ])('keeps the path %s of this site', (value, expected) => {
    expect(redirectTarget(value)).toBe(expected);
  });

  it.each([
    ['//evil.example/x'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n//evil.example'],
    ['/\u0000/evil.example'],
    ['https:/evil.example'],
    ['HTTPS://evil.example'],
    ['\t//evil.example'],
    ['/%2F%2Fevil.example/..//'],
    ['projects'],
    [''],
    [42],
    [undefined],
  ])('drops %s', (value) => {
    expect(redirectTarget(value)).toBeUndefined();
  });

  it('gives the sign-in route a clean search object', () => {
    expect(validateRedirectSearch({ redirect: '/dashboard', other: 'x' })).toEqual({
      redirect: '/dashboard',
    });
    expect(validateRedirectSearch({ redirect: '//evil.example' })).toEqual({});
  });
});
