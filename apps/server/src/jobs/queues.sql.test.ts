import { testDatabaseKinds } from '@sightline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { DailyJob, MalformedJobError, PlanJob, parseJob, queues, ReanalyzeJob, RunJob } from './queues.ts';

describe('queue payload schemas', () => {
  it('read well-formed payloads as they are', () => {
    const plan = { projectId: 3, day: '2026-11-23', key: 'daily:2026-11-23', trigger: 'schedule' };
    expect(parseJob(queues.plan, PlanJob, plan)).toEqual(plan);
    expect(
      parseJob(queues.plan, PlanJob, { ...plan, trigger: 'manual', promptIds: [4, 5] }).promptIds,
    ).toEqual([4, 5]);
    expect(parseJob(queues.run('simulated'), RunJob, { runId: 12 })).toEqual({ runId: 12 });
    expect(parseJob(queues.daily, DailyJob, { projectId: 1 })).toEqual({ projectId: 1 });
    expect(parseJob(queues.reanalyze, ReanalyzeJob, { projectId: 1 })).toEqual({ projectId: 1 });
  });

  it('refuse malformed payloads, naming the queue and the field', () => {
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        expect(error).toBeInstanceOf(MalformedJobError);
        return (error as Error).message;
      }
      throw new Error('the payload was accepted');
    };
    expect(refused(() => parseJob(queues.run('chatgpt'), RunJob, {}))).toMatch(
      /^Malformed collect-run-chatgpt job payload: .*runId/,
    );
    expect(refused(() => parseJob(queues.run('chatgpt'), RunJob, { runId: '12' }))).toMatch(/runId/);
    expect(refused(() => parseJob(queues.run('chatgpt'), RunJob, null))).toMatch(/collect-run-chatgpt/);
    expect(refused(() => parseJob(queues.daily, DailyJob, { projectId: -1 }))).toMatch(/projectId/);
    const plan = { projectId: 3, day: '2026-11-23', key: 'k', trigger: 'schedule' };
    expect(refused(() => parseJob(queues.plan, PlanJob, { ...plan, trigger: 'whenever' }))).toMatch(
      /trigger/,
    );
    expect(refused(() => parseJob(queues.plan, PlanJob, { ...plan, day: '23/11/2026' }))).toMatch(/day/);
    expect(refused(() => parseJob(queues.plan, PlanJob, { ...plan, projectld: 3 }))).toMatch(/projectld/);
  });
});

describe.each(testDatabaseKinds())('malformed jobs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { jobs: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function settled(queue: string, id: string) {
    const job = await waitUntil(
      `job ${id} of ${queue} to settle`,
      async () => (await t.jobs!.boss.findJobs(queue, { id }))[0],
      (job) => !!job && job.state !== 'created' && job.state !== 'active' && job.state !== 'retry',
      { intervalMs: 50 },
    );
    return job!;
  }

  it('fails a malformed job with the reason instead of running it', async () => {
    const boss = t.jobs!.boss;
    const run = await boss.send(queues.run('simulated'), { run: 1 });
    const runJob = await settled(queues.run('simulated'), run!);
    expect(runJob.state).toBe('failed');
    expect(JSON.stringify(runJob.output)).toMatch(/Malformed collect-run-simulated job payload.*runId/);

    const plan = await boss.send(queues.plan, { projectId: 'seven' }, { retryLimit: 0 });
    const planJob = await settled(queues.plan, plan!);
    expect(planJob.state).toBe('failed');
    expect(JSON.stringify(planJob.output)).toMatch(/Malformed collect-plan job payload.*projectId/);
  });

  it('refuses to send a malformed collect request', async () => {
    await expect(
      t.jobs!.requestCollect({ projectId: 0, day: 'today', key: '', trigger: 'manual' }),
    ).rejects.toThrow(MalformedJobError);
  });
});
