import { segmentHoldsSources } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '#testing/dashboard-fixture.ts';
import { expectSegmentBlocksExact } from '#testing/rollup-invariants.ts';
import { range, sourceProject } from '#testing/sources-fixture.ts';
import { waitUntil } from '#testing/wait-until.ts';

// Where a job queue runs, a filtered source read does not build its segment's source rows inline (about a minute for
// a large project): it reads the per-prompt rows and a background job builds them.
describe.each(testDatabaseKinds())('segment source rows built in the background on %s', (kind) => {
  const s = sourceProject(kind, { jobs: true });

  it('answers a tag-filtered table at once from the per-prompt rows, then from the segment the job built', async () => {
    const { t, owner, p, read, direct } = s;
    const [promptId, promptDocumentId] = [...p.prompts.entries()][0]!;
    const put = await t.as(owner.jwt, {
      method: 'PUT',
      url: `/api/prompts/${promptDocumentId}`,
      payload: { data: { intent: 'transactional' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const expected = await direct(sql`c.prompt_id = ${promptId}`);
    expect(expected.n).toBeGreaterThan(0);
    const numbers = (body: Awaited<ReturnType<typeof read>>) =>
      body.data.map((d) => [d.domain, d.citations, d.answersCiting, d.answersCitingBrand]);
    const wanted = expected.domains.map((d) => [
      d.domain,
      Number(d.citations),
      Number(d.answers),
      Number(d.brand),
    ]);

    const first = await read(`${range}&intents=transactional`);
    expect(first.meta.n).toBe(expected.n);
    expect(numbers(first)).toEqual(wanted);

    // The segment exists (the tracking rows are cheap to build inline); its source rows come from the job.
    const segmentOf = async () =>
      rows<{ id: number }>(
        await t.database.db.execute(sql`select id from rollup_segments where project_id = ${p.id}
          and prompt_ids = array[${promptId}]::bigint[]`),
      )[0];
    const segment = await segmentOf();
    expect(segment).toBeDefined();
    await waitUntil(
      'the job to build the source rows',
      () => segmentHoldsSources(t.database.db, Number(segment!.id)),
      (holds) => holds,
      { intervalMs: 200 },
    );
    expect(Number((await segmentOf())!.id)).toBe(Number(segment!.id));
    expect(await expectSegmentBlocksExact(t.database.db)).toBeGreaterThan(0);

    const again = await read(`${range}&intents=transactional`);
    expect(again.meta.n).toBe(expected.n);
    expect(numbers(again)).toEqual(wanted);
  });
});
