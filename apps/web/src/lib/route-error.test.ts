import { describe, expect, it } from 'vitest';
import { hasUndecodableParam } from './route-error.ts';

describe('hasUndecodableParam', () => {
  const asked: string[] = [];
  const matchesUrlRoute = (path: string) => {
    asked.push(path);
    return /^\/projects\/sources\/urls\/[^/]+$/.test(path);
  };

  it('is true for a route path whose parameter holds a malformed escape', () => {
    expect(hasUndecodableParam('/projects/sources/urls/%E0%A4%A', matchesUrlRoute)).toBe(true);
    expect(asked.at(-1)).toBe('/projects/sources/urls/x');
  });

  it('is false when every segment decodes (the router matched or not on its own)', () => {
    asked.length = 0;
    expect(hasUndecodableParam('/projects/sources/urls/https%3A%2F%2Fa.com', matchesUrlRoute)).toBe(false);
    expect(hasUndecodableParam('/nowhere/%20', matchesUrlRoute)).toBe(false);
    expect(asked).toEqual([]);
  });

  it('is false when the path would match no route even decoded', () => {
    expect(hasUndecodableParam('/nowhere/%ZZ/deeper', matchesUrlRoute)).toBe(false);
  });
});
