import { CitationAnalyticsResponse, TrackingResponse } from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { planCollect } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '#testing/analytics-fixture.ts';
import { type FilterSetup, setupFilters, unusedTag } from '#testing/tracking-fixture.ts';

// A report with no answer says why (docs/features/analytics.md, Empty reports): the same reason on tracking and
// citations, found from the project's collects and runs.
describe.each(testDatabaseKinds())('why a report is empty on %s', (kind) => {
  let s: FilterSetup;
  beforeAll(async () => {
    s = await setupFilters(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  async function reasons(projectId: string, query: string) {
    const [tracking, citations] = await Promise.all([
      s.t.as(s.owner.jwt, { method: 'GET', url: `/api/v1/projects/${projectId}/tracking?${query}` }),
      s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/projects/${projectId}/citation-analytics?${query}`,
      }),
    ]);
    expect(tracking.statusCode, tracking.body).toBe(200);
    expect(citations.statusCode, citations.body).toBe(200);
    const report = TrackingResponse.parse(tracking.json()).data;
    const cited = CitationAnalyticsResponse.parse(citations.json()).data;
    expect(cited.empty).toEqual(report.empty);
    return report;
  }
  const whole = () => `from=${s.collected[0]}&to=${s.collected[3]}`;

  it('has no reason when there are answers', async () => {
    const report = await reasons(s.project.documentId, whole());
    expect(report.n).toBe(96);
    expect(report.empty).toBeNull();
  });

  it('before the project’s first day: names the first day', async () => {
    const report = await reasons(s.project.documentId, 'from=2020-01-01&to=2020-01-07');
    expect(report.n).toBe(0);
    expect(report.empty).toEqual({ kind: 'beforeFirstDay', firstDay: s.collected[0] });
  });

  it('an engine the project does not collect: names it and the project’s engines', async () => {
    const report = await reasons(s.project.documentId, `${whole()}&engines=perplexity`);
    expect(report.empty).toEqual({
      kind: 'engineNotInProject',
      engines: ['perplexity'],
      projectEngines: ['chatgpt', 'gemini'],
    });
  });

  it('filters that exclude every answer: counts the answers the range has without them', async () => {
    const report = await reasons(s.project.documentId, `${whole()}&tags=${unusedTag}`);
    expect(report.empty).toEqual({ kind: 'filtersExcludeAll', answers: 96 });
    const oneEngine = await reasons(s.project.documentId, `${whole()}&tags=${unusedTag}&engines=gemini`);
    expect(oneEngine.empty).toEqual({ kind: 'filtersExcludeAll', answers: 48 });
  });

  it('a new project: nothing collected, then a collect pending, then every run failed (with its day)', async () => {
    const fresh = await createProject(s.t, s.owner, '빈 프로젝트', { engines: ['chatgpt'] });
    const today = localDay(new Date(), 'Asia/Seoul');
    const range = `from=${today}&to=${today}`;
    expect((await reasons(fresh.documentId, range)).empty).toEqual({ kind: 'noCollect' });

    // Planned, its runs not yet taken by a worker: the collect is under way.
    const planned = await planCollect(s.t.database.db, {
      projectId: fresh.id,
      day: today,
      key: `daily:${today}`,
      trigger: 'schedule',
    });
    expect(planned.planned).toBeGreaterThan(0);
    expect((await reasons(fresh.documentId, range)).empty).toEqual({ kind: 'collectPending', day: today });

    // Every run failed and the collect ended: the reason names the day (its screen says why).
    await s.t.database.db.execute(
      sql`update runs set status = 'failed' where collect_id = ${planned.collectId}`,
    );
    await s.t.database.db.execute(
      sql`update collects set status = 'failed', failed = planned, updated_at = now() where id = ${planned.collectId}`,
    );
    expect((await reasons(fresh.documentId, range)).empty).toEqual({
      kind: 'allRunsFailed',
      day: today,
      failed: planned.planned,
    });
  });
});
