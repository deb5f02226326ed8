import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysEndingWith, localDay } from '@sightline/core';
import { openDatabase } from '@sightline/db';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callServer,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from '#testing/server-process.ts';
import { waitUntil } from '#testing/wait-until.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

interface DayCollect {
  day: string;
  status: string;
  planned: number;
  succeeded: number;
  failed: number;
  runs: Array<{ status: string; chatId: string | null }>;
  chats: Array<{ documentId: string }>;
}

async function collectsOf(server: ServerProcess, jwt: string, project: string, days: string[]) {
  const all: DayCollect[] = [];
  for (const day of days) {
    const [y, m, d] = day.split('-');
    all.push(
      ...(
        await callServer<{ data: DayCollect[] }>(
          server,
          `/api/v1/projects/${project}/collects/${y}/${m}/${d}`,
          jwt,
        )
      ).data,
    );
  }
  return all;
}

afterEach(killServerProcesses);

// Two server starts and two waits on the collect, one after the other (each wait has its own patience, wait-until.ts):
// more than the suite's 240 s per test on a machine four times slower than a quiet one, so 600 s; a hang still fails.
describe('a collect interrupted by a crash', { timeout: 600_000 }, () => {
  it('finishes after a restart with no missing and no duplicated chats', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sightline-crash-'));
    // The demo backfill is the collect: one day × 40 prompts × 4 engines, answered by the simulator, slowly enough
    // (two runs at a time) to be killed in the middle.
    const env = {
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      DEMO_DAYS: '1',
      COLLECT_CONCURRENCY: 'simulated=2',
      SIMULATOR_LATENCY_MS: '40',
    };
    const first = await startServerProcess(env, /The sign-in is in (\S+) /);
    expect(first.url, first.output()).toBeDefined();
    // Standard output is not a terminal here: the sign-in is in a file of the data directory, not in the output.
    const password = /password: (\S+)/.exec(await readFile(first.url!, 'utf8'))![1]!;
    expect(first.output()).not.toContain(password);
    const url = /running at (http:\/\/\S+)/.exec(first.output())![1]!;
    first.url = url;
    const { jwt } = await callServer<{ jwt: string }>(first, '/api/auth/local', undefined, {
      identifier: 'demo@sightline.local',
      password,
    });
    const { data: projects } = await callServer<{ data: Array<{ documentId: string }> }>(
      first,
      '/api/projects',
      jwt,
    );
    const project = projects[0]!.documentId;

    // The demo's day (Seoul time); wait until some but not all runs have answers.
    const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 1);
    const progress = await waitUntil(
      '40 answers stored before the kill',
      async () => (await collectsOf(first, jwt, project, days)).reduce((sum, c) => sum + c.succeeded, 0),
      (progress) => progress >= 40,
    );
    expect(progress).toBeGreaterThanOrEqual(40);
    expect(progress).toBeLessThan(160); // killed in the middle, not after the end
    expect(await stopServerProcess(first, 'SIGKILL')).toBeNull();
    const before = await collectsOf({ ...first, url }, jwt, project, days).catch(() => null);
    expect(before).toBeNull(); // the process is gone

    const second = await startServerProcess({ ...env });
    expect(second.url, second.output()).toBeDefined();
    expect(second.output()).not.toContain('sign-in'); // the demo is seeded once
    const collects = await waitUntil(
      'the day collected after the restart',
      () => collectsOf(second, jwt, project, days),
      (collects) =>
        collects.length === 1 && collects.every((c) => ['completed', 'partial'].includes(c.status)),
      {
        intervalMs: 250,
        describe: (collects) => JSON.stringify(collects.map((c) => [c.status, c.succeeded])),
      },
    );
    // Every run finished once: answered with one chat, or failed for good without one (the demo's simulator fails a
    // few runs, packages/engines/src/simulated/simulated-failures.ts).
    expect(collects.map((c) => [c.planned, c.succeeded + c.failed])).toEqual([[160, 160]]);
    let answered = 0;
    for (const collect of collects) {
      for (const run of collect.runs) {
        expect(run.status === 'succeeded' ? !!run.chatId : run.status === 'failed' && !run.chatId).toBe(true);
      }
      expect(new Set(collect.runs.flatMap((r) => (r.chatId ? [r.chatId] : []))).size).toBe(collect.succeeded);
      expect(collect.chats).toHaveLength(collect.succeeded);
      answered += collect.succeeded;
    }
    expect(await stopServerProcess(second)).toBe(0);

    // The database agrees: one chat per run, rollups counting each answer once.
    const database = await openDatabase({ dataDir });
    try {
      const [counts] = rows<{
        runs: number;
        chats: number;
        distinct_runs: number;
        rollup: number;
        ok: number;
      }>(
        await database.db.execute(sql`select (select count(*)::int from runs) as runs,
          (select count(*)::int from chats) as chats,
          (select count(distinct run_id)::int from chats) as distinct_runs,
          (select coalesce(sum(answers + no_answers), 0)::int from rollup_answers) as rollup,
          (select count(*)::int from chat_analyses) as ok`),
      );
      expect(counts).toEqual({
        runs: 160,
        chats: answered,
        distinct_runs: answered,
        rollup: answered,
        ok: answered,
      });
    } finally {
      await database.close();
    }
  });
});
