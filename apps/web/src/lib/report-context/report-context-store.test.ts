// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  isDataScreen,
  readReportContext,
  reportContextKey,
  writeReportContext,
} from './report-context-store.ts';

describe('report context store', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers a context per user and project, and an empty one after the filters were cleared', () => {
    const thirtyDays = { from: '2026-11-06', to: '2026-12-05', engines: ['chatgpt' as const] };
    writeReportContext(window.localStorage, 7, 'projecta', thirtyDays);
    expect(readReportContext(window.localStorage, 7, 'projecta')).toEqual(thirtyDays);
    // Another project of the same user, and another user of the same project, have their own.
    expect(readReportContext(window.localStorage, 7, 'projectb')).toEqual({});
    expect(readReportContext(window.localStorage, 8, 'projecta')).toEqual({});
    writeReportContext(window.localStorage, 7, 'projecta', {});
    expect(readReportContext(window.localStorage, 7, 'projecta')).toEqual({});
  });

  it('validates what it reads: unknown engines, bad days and broken JSON are dropped', () => {
    window.localStorage.setItem(
      reportContextKey(7, 'p'),
      JSON.stringify({
        from: '2026-02-30',
        to: '2026-03-01',
        engines: ['chatgpt', 'nope'],
        branded: 'false',
        x: 1,
      }),
    );
    expect(readReportContext(window.localStorage, 7, 'p')).toEqual({
      to: '2026-03-01',
      engines: ['chatgpt'],
      branded: false,
    });
    window.localStorage.setItem(reportContextKey(7, 'p'), '{not json');
    expect(readReportContext(window.localStorage, 7, 'p')).toEqual({});
  });

  it("knows a project's data screens from settings and details", () => {
    for (const path of [
      '/dashboard',
      '/projects/tracking',
      '/projects/sources',
      '/projects/sources/news.naver.com',
      '/projects/watches',
      '/analytics/overview',
      '/analytics/citations',
      '/data/completions',
      '/reports/optimisation',
    ])
      expect(isDataScreen(path), path).toBe(true);
    for (const path of [
      '/',
      '/overview',
      '/profile',
      '/organization/members',
      '/projects/abc',
      '/dashboards',
      '/prompts',
    ])
      expect(isDataScreen(path), path).toBe(false);
  });
});
