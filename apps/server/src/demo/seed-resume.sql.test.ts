import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { daysEndingWith, localDay } from '@sightline/core';
import { type DatabaseKind, openDatabase } from '@sightline/db';
import { createTestDatabase, testDatabaseKinds } from '@sightline/db/testing';
import { seededRandom } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  killServerProcesses,
  startServerProcess,
  stopServerProcess,
  waitForOutput,
} from '#testing/server-process.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { demoCredentialsFile } from './show-demo-credentials.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

afterEach(killServerProcesses);

const days = 30;

describe.each(testDatabaseKinds())(
  'first-start demo seeding killed at random points on %s',
  // Four server starts, each waited for in turn, then the seed's 30 days: it ran out of the suite's 240 s per test on a
  // loaded machine, so 600 s; each wait inside still fails with its own message (wait-until.ts), and a hang still fails.
  { timeout: 600_000 },
  (kind: DatabaseKind) => {
    it('ends with every day queued once and a shown password that signs in, never written to a log line', async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'sightline-seed-'));
      const postgres = kind === 'postgres' ? await createTestDatabase('postgres') : null;
      const env = {
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url! } : {}),
        SEED_DEMO: 'true',
        DEMO_DAYS: String(days),
        LOG_LEVEL: 'info',
        COLLECT_CONCURRENCY: 'simulated=1',
        SIMULATOR_LATENCY_MS: '50',
      };
      const outputs: string[] = [];
      try {
        const next = seededRandom(`seed-resume:${kind}`).next;
        for (let kill = 0; kill < 3; kill++) {
          const server = await startServerProcess(env);
          expect(server.url, server.output()).toBeDefined();
          // Somewhere in the seed, which starts once the worker runs and takes about a second: the first kill
          // counts from the worker's start (often inside the account's transaction), later ones from the seed's
          // first step (account created, or seed resumed), so each lands among the days being queued.
          await waitForOutput(
            server,
            kill === 0
              ? /"msg":"worker started"/
              : /"msg":"(demo account and project created|demo seed resumed|start-up finished)"/,
          );
          const delay = Math.floor(next() * 500);
          await new Promise((r) => setTimeout(r, delay));
          expect(await stopServerProcess(server, 'SIGKILL')).toBeNull();
          outputs.push(server.output());
          const reached = ['demo account and project created', 'demo seed resumed', 'demo seeded'].filter(
            (m) => server.output().includes(`"msg":"${m}"`),
          );
          console.log(`${kind}: kill ${kill + 1} at ${delay} ms, after: ${reached.join(', ') || 'nothing'}`);
        }

        const started = Date.now();
        const last = await startServerProcess(env);
        expect(last.url, last.output()).toBeDefined();
        expect(await waitForOutput(last, /"msg":"start-up finished"/), last.output()).toBe(true);
        outputs.push(last.output());
        console.log(`${kind}: last start finished seeding in ${Date.now() - started} ms`);

        // The sign-in is in DATA_DIR (standard output is not a terminal here), readable by its owner only.
        const file = join(dataDir, demoCredentialsFile);
        expect((await stat(file)).mode & 0o777).toBe(0o600);
        const password = /password: (\S+)/.exec(await readFile(file, 'utf8'))![1]!;
        const signIn = await fetch(`${last.url}/api/auth/local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: 'demo@sightline.local', password }),
        });
        expect(signIn.status).toBe(200);
        for (const output of outputs) expect(output).not.toContain(password);
        expect(outputs.join('')).toContain(file);

        // Every day of the backfill is planned or waiting to be planned, each once.
        const expected = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), days);
        const { jwt } = (await signIn.json()) as { jwt: string };
        const [project] = (
          (await (
            await fetch(`${last.url}/api/projects`, { headers: { authorization: `Bearer ${jwt}` } })
          ).json()) as { data: Array<{ documentId: string }> }
        ).data;
        const planned = await waitUntil(
          'every day of the backfill planned',
          async () => {
            const planned: string[] = [];
            for (const day of expected) {
              const [y, m, d] = day.split('-');
              const res = await fetch(
                `${last.url}/api/v1/projects/${project!.documentId}/collects/${y}/${m}/${d}`,
                {
                  headers: { authorization: `Bearer ${jwt}` },
                },
              );
              const found = ((await res.json()) as { data: Array<{ trigger: string }> }).data;
              expect(found.length).toBeLessThanOrEqual(1);
              if (found[0]?.trigger === 'backfill') planned.push(day);
            }
            return planned;
          },
          (planned) => planned.length >= days,
          { intervalMs: 500 },
        );
        expect(planned).toEqual(expected);
        expect(await stopServerProcess(last)).toBe(0);

        const database = await openDatabase(postgres ? { url: postgres.url!, dataDir } : { dataDir });
        try {
          const [counts] = rows<{
            users: number;
            projects: number;
            prompts: number;
            collects: number;
            seed: { status: string; queued: number };
          }>(
            await database.db.execute(sql`select (select count(*)::int from users) as users,
            (select count(*)::int from projects) as projects,
            (select count(*)::int from prompts) as prompts,
            (select count(distinct day)::int from collects where trigger = 'backfill') as collects,
            (select value from app_state where key = 'demo_seed') as seed`),
          );
          expect(counts).toMatchObject({ users: 1, projects: 1, prompts: 40, collects: days });
          expect(counts!.seed).toMatchObject({ status: 'done', queued: days });
        } finally {
          await database.close();
        }
      } finally {
        await postgres?.close();
      }
    });
  },
);
