import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsCalls } from '../../lib/api/analytics-calls.ts';
import { recentOverviewTable } from './home-queries.ts';

describe('home recent projects', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads only the recent projects of the overview, one page of at most 6', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetched.push(decodeURIComponent(String(input)));
      return Response.json({ data: { workspace: {}, projects: [] }, meta: {} });
    });
    const recent = [{ documentId: 'proj00000000000000000002' }, { documentId: 'proj00000000000000000001' }];
    await analyticsCalls.workspaceOverview('work00000000000000000001', recentOverviewTable(recent));
    expect(fetched).toEqual([
      '/api/v1/workspaces/work00000000000000000001/overview?pagination[page]=1&pagination[pageSize]=6' +
        '&filters[documentId][$in][0]=proj00000000000000000002&filters[documentId][$in][1]=proj00000000000000000001',
    ]);
  });
});
