import { TrackingResponse } from '@sightline/contracts';
import { segmentHoldsSources } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '#testing/analytics-fixture.ts';
import { expectSegmentBlocksExact } from '#testing/rollup-invariants.ts';
import { direct, directBy, reanalyzeWithRivalAliases } from '#testing/tracking-direct.ts';
import { type FilterSetup, setupFilters } from '#testing/tracking-fixture.ts';
import { waitUntil } from '#testing/wait-until.ts';

// Reports after a project's prompts change: corrected intents move history, and the segments that tag, intent and
// branded filters and groups read stay exact through re-analysis and are rebuilt when their prompts change.
describe.each(testDatabaseKinds())('tracking reports when prompts change on %s', (kind) => {
  let s: FilterSetup;
  beforeAll(async () => {
    s = await setupFilters(kind);
  });
  afterAll(async () => {
    await s?.t.close();
  });

  const all = () => `from=${s.collected[0]}&to=${s.collected[3]}`;
  async function report(query: string) {
    const res = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.project.documentId}/tracking?${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return TrackingResponse.parse(res.json()).data;
  }

  it('keeps a corrected intent: recomputed reports and new ETags, never overwritten by classification', async () => {
    const p4 = s.prompts[3]!;
    const url = `tracking?${all()}&groupBy=intent`;
    const before = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.project.documentId}/${url}`,
    });
    const beforeGroups = TrackingResponse.parse(before.json()).data.groups;
    expect(beforeGroups.find((g) => g.key === 'informational')!.n).toBeGreaterThan(0);
    const put = (data: Record<string, unknown>) =>
      s.t.as(s.owner.jwt, { method: 'PUT', url: `/api/prompts/${p4.documentId}`, payload: { data } });
    const corrected = await put({ intent: 'commercial' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().data).toMatchObject({ intent: 'commercial', intentSource: 'manual' });

    const after = await s.t.as(s.owner.jwt, {
      method: 'GET',
      url: `/api/v1/projects/${s.project.documentId}/${url}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const groups = TrackingResponse.parse(after.json()).data.groups;
    expect(groups.find((g) => g.key === 'informational')).toBeUndefined();
    const expected = await directBy(s, s.collected[0]!, s.collected[3]!, sql`cast(p.intent as text)`);
    expect(groups.find((g) => g.key === 'commercial')!.n).toBe(expected.get('commercial')!.n);

    // A new text is not classified again while the intent is manual; `intent: null` hands it back to the classifier.
    expect((await put({ text: 'how is coffee roasted at home' })).json().data).toMatchObject({
      intent: 'commercial',
      intentSource: 'manual',
    });
    expect((await put({ intent: null })).json().data).toMatchObject({
      intent: 'informational',
      intentSource: 'auto',
    });
    expect((await put({ text: 'best coffee beans to buy, price' })).json().data).toMatchObject({
      intent: 'transactional',
      intentSource: 'auto',
    });
    await put({ intent: 'commercial' });

    // A re-analysis of the history (a competitor's names changed) rewrites facts and rollups, never intents.
    await reanalyzeWithRivalAliases(s, ['Starbucks', 'Starbucks Reserve Korea']);
    const [stored] = rows<{ intent: string; intent_source: string }>(
      await s.t.database.db.execute(sql`select intent, intent_source from prompts where id = ${p4.id}`),
    );
    expect(stored).toEqual({ intent: 'commercial', intent_source: 'manual' });
  });

  it('reads a filter from its segment: built once, kept exact by re-analysis, rebuilt when its prompts change', async () => {
    const db = s.t.database.db;
    const query = `${all()}&intents=commercial`;
    const commercial = sql`p.intent = 'commercial'`;
    const commercialKey = JSON.stringify({ tags: [], intents: ['commercial'], branded: null });
    /** Groups by intent (one segment each) equal direct counts. */
    async function expectGroupsDirect() {
      const groups = (await report(`${all()}&groupBy=intent&compare=previous`)).groups;
      const expected = await directBy(s, s.collected[0]!, s.collected[3]!, sql`cast(p.intent as text)`);
      expect(groups.map((g) => g.key).sort()).toEqual([...expected.keys()].sort());
      for (const g of groups) {
        expect(g.n, g.key).toBe(expected.get(g.key)!.n);
        expect(g.brands.find((b) => b.key === 'brand')!.visibility.mentioning, g.key).toBe(
          expected.get(g.key)!.own,
        );
      }
    }
    async function expectDirect() {
      const data = await report(query);
      const expected = await direct(s, s.collected[0]!, s.collected[3]!, commercial);
      expect(data.n).toBe(expected.n);
      for (const b of data.brands)
        expect(b.visibility.mentioning, b.name).toBe(expected.mentioning.get(b.key) ?? 0);
      expect(data.n).toBeGreaterThan(0);
    }
    /** The filter's segment; its rows equal the sums of its members' per-prompt rows. */
    async function segment() {
      // A source read of the same filter: the segment holds its domain and page rows from then on.
      const sources = await s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/projects/${s.project.documentId}/sources-by-domain?${query}`,
      });
      expect(sources.statusCode, sources.body).toBe(200);
      const [found] = rows<{ id: number; prompt_ids: number[] }>(
        await db.execute(sql`select id::int, prompt_ids from rollup_segments
            where project_id = ${s.project.id} and filter_key = ${commercialKey}`),
      );
      expect(found).toBeDefined();
      // With a job queue, the source rows are built by a background job that the read queued.
      await waitUntil(
        'the segment to get its source rows',
        () => segmentHoldsSources(db, Number(found!.id)),
        (holds) => holds,
        { intervalMs: 200 },
      );
      const members = (await db.execute(sql`select id from prompts
          where project_id = ${s.project.id} and intent = 'commercial' order by id`)) as unknown;
      expect(found!.prompt_ids.map(Number)).toEqual(rows<{ id: number }>(members).map((r) => Number(r.id)));
      const mismatches = rows<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from (
            (select day, engine, brand_key, answers_mentioning::int, mentions::int, rank_sum::int
              from rollup_segment_brands where segment_id = ${found!.id} and answers_mentioning > 0
            except
            select day, engine, brand_key, sum(answers_mentioning)::int, sum(mentions)::int, sum(rank_sum)::int
              from rollup_brands where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2, 3)
            union all
            (select day, engine, null, answers::int, no_answers::int, citations::int
              from rollup_segment_answers where segment_id = ${found!.id} and answers + no_answers > 0
            except
            select day, engine, null, sum(answers)::int, sum(no_answers)::int, sum(citations)::int
              from rollup_answers where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2)
            union all
            (select day, engine, domain, citations::int, answers_citing::int, answers_citing_brand::int
              from rollup_segment_domains where segment_id = ${found!.id} and citations > 0
            except
            select day, engine, domain, sum(citations)::int, sum(answers_citing)::int, sum(answers_citing_brand)::int
              from rollup_domains where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2, 3)
            union all
            (select day, engine, domain, sum(citations)::int, sum(answers_citing)::int, sum(answers_citing_brand)::int
              from rollup_domains where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2, 3 having sum(citations) > 0
            except
            select day, engine, domain, citations::int, answers_citing::int, answers_citing_brand::int
              from rollup_segment_domains where segment_id = ${found!.id})
            union all
            (select day, engine, normalized_url, sum(citations)::int, sum(answers_citing)::int,
                sum(answers_citing_competitor)::int
              from rollup_urls where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2, 3 having sum(citations) > 0
            except
            select day, engine, normalized_url, citations::int, answers_citing::int, answers_citing_competitor::int
              from rollup_segment_urls where segment_id = ${found!.id})
            union all
            (select day, engine, normalized_url, citations::int, answers_citing::int, answers_citing_competitor::int
              from rollup_segment_urls where segment_id = ${found!.id} and citations > 0
            except
            select day, engine, normalized_url, sum(citations)::int, sum(answers_citing)::int,
                sum(answers_citing_competitor)::int
              from rollup_urls where prompt_id = any(${sql.raw(`'{${found!.prompt_ids.join(',')}}'`)}::bigint[])
              group by 1, 2, 3)) x`),
      );
      expect(mismatches[0]!.n).toBe(0);
      expect(await expectSegmentBlocksExact(db)).toBeGreaterThan(0);
      return Number(found!.id);
    }

    await expectDirect();
    await expectGroupsDirect();
    // Built by a tracking report, a segment holds no source rows until a source read asks for them.
    const [lazy] = rows<{ sources: boolean; n: number }>(
      await db.execute(sql`select s.sources, (select count(*)::int from rollup_segment_domains d
          where d.segment_id = s.id) as n from rollup_segments s
          where s.project_id = ${s.project.id} and s.filter_key = ${commercialKey}`),
    );
    expect(lazy).toEqual({ sources: false, n: 0 });
    const built = await segment();
    await expectDirect();
    expect(await segment()).toBe(built);

    // Every chat re-analysed: the recomputes keep the same segments exact (they are not rebuilt).
    await reanalyzeWithRivalAliases(s, ['Starbucks', 'Starbucks Korea']);
    await expectDirect();
    await expectGroupsDirect();
    expect(await segment()).toBe(built);

    // One more commercial prompt: the segment no longer holds the filter's prompts and is rebuilt.
    const other = s.prompts[0]!; // transactional
    const put = await s.t.as(s.owner.jwt, {
      method: 'PUT',
      url: `/api/prompts/${other.documentId}`,
      payload: { data: { intent: 'commercial' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    await expectDirect();
    await expectGroupsDirect();
    expect(await segment()).not.toBe(built);
  });
});
