import { describe, expect, it } from 'vitest';
import { fixtureFiles as fixture } from './fixture-files.ts';
import { findLayerViolations, webLayerOf } from './layer-rules.ts';

describe('layers', () => {
  it('names the layer of a web path', () => {
    expect(webLayerOf('apps/web/src/features/chats/ChatView.tsx')).toBe('features/chats');
    expect(webLayerOf('apps/web/src/ui/charts/LineChart.tsx')).toBe('ui');
    expect(webLayerOf('apps/web/src/routes/dashboard.tsx')).toBe('app');
    expect(webLayerOf('apps/server/src/app.ts')).toBeUndefined();
  });

  it('fails on the violating fixture, naming each wrong import', async () => {
    const found = findLayerViolations(await fixture('violating'))
      .map((v) => `${v.path} -> ${v.specifier}`)
      .sort();
    expect(found).toEqual([
      'apps/server/src/use-cases/collection/plan-something.ts -> ../../jobs/job-queue.ts',
      'apps/web/src/features/chats/ChatPage.tsx -> ../../router/router.ts',
      'apps/web/src/features/chats/ChatPage.tsx -> ../tracking/BrandsTable.tsx',
      'apps/web/src/ui/DataTable.tsx -> ../features/tracking/tracking-calls.ts',
      'apps/web/src/ui/DataTable.tsx -> ../shell/AppFrame.tsx',
    ]);
  });

  it('passes the respecting fixture', async () => {
    expect(findLayerViolations(await fixture('respecting'))).toEqual([]);
  });

  it('exempts tests and type-only imports in declaration files, not value imports there', () => {
    const files = [
      { path: 'apps/web/src/lib/x.test.ts', source: "import { a } from '../features/tracking/a.ts';" },
      {
        path: 'apps/web/src/lib/i18n/t.d.ts',
        source: "import type { s } from '../../features/tracking/s.ts';",
      },
      { path: 'apps/web/src/lib/i18n/u.d.ts', source: "import { s } from '../../features/tracking/s.ts';" },
    ];
    expect(findLayerViolations(files).map((v) => v.path)).toEqual(['apps/web/src/lib/i18n/u.d.ts']);
  });
});
