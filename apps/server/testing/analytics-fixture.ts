/** A project collected on three days through the real queue, for the analytics API tests. */
import { AuthResponse } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type DatabaseKind, planCollect, setProjectSimulated } from '@sightline/db';
import { expect } from 'vitest';
import { multipartBody } from './images.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { waitUntil } from './wait-until.ts';

export const rows = <T>(result: unknown): T[] =>
  Array.isArray(result) ? result : (result as { rows: T[] }).rows;

export const brand = { name: '오늘커피', aliases: ['Oneul Coffee'] };
export const rivals = [
  { name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] },
  { name: '이디야', aliases: ['Ediya'], domains: ['ediya.com'] },
];
export const queries = [
  { text: '서울 커피 브랜드 추천', language: 'ko' },
  { text: '가성비 좋은 카페 프랜차이즈 비교', language: 'ko' },
  { text: 'best coffee chain in Korea', language: 'en' },
  { text: 'Which Korean cafe brand has the best value?', language: 'en' },
];

export interface Account {
  jwt: string;
  memberId: number;
  workspaceId: number;
}

export interface Setup {
  t: TestApp;
  owner: Account;
  outsider: Account;
  project: { id: number; documentId: string; queries: Array<{ documentId: string; text: string }> };
  /** The six local days ending today; collects ran on days 0, 2 and 3. */
  days: string[];
  dataDays: string[];
}

export async function signUp(t: TestApp, username: string): Promise<Account> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/local/register',
    payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
  });
  const { jwt, user } = AuthResponse.parse(res.json());
  return { jwt, memberId: user.lastSelectedMemberId!, workspaceId: user.lastSelectedWorkspaceId! };
}

export async function createProject(
  t: TestApp,
  who: Account,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const res = await t.as(who.jwt, {
    method: 'POST',
    url: '/api/v1/projects',
    payload: multipartBody({
      member: who.memberId,
      workspace: who.workspaceId,
      name,
      brandName: brand.name,
      brandAliases: brand.aliases,
      queries: [{ text: `${name}: 서울 커피 브랜드 추천` }],
      ...extra,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** Waits until the collect `collect` of `day` has finished (completed, partial or failed), and returns it. */
export async function waitForCollect(s: Setup, day: string, collect: string) {
  const [y, m, d] = day.split('-');
  return waitUntil(
    `the collect of ${day} to finish`,
    async () => {
      const res = await s.t.as(s.owner.jwt, {
        method: 'GET',
        url: `/api/v1/projects/${s.project.documentId}/collects/${y}/${m}/${d}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((c: { documentId: string }) => c.documentId === collect);
    },
    (found) => found && ['completed', 'partial', 'failed'].includes(found.status),
    { intervalMs: 200 },
  );
}

/** A project with prompts in Korean and English, two competitors and owned media, collected on three days. */
export async function setup(kind: DatabaseKind): Promise<Setup> {
  const t = await createTestApp(
    kind,
    { COLLECT_RATE_PER_MINUTE: 'chatgpt=100000,gemini=100000' },
    { jobs: true },
  );
  const owner = await signUp(t, 'minji');
  const outsider = await signUp(t, 'outsider');
  const project = await createProject(t, owner, '오늘커피 트래킹', {
    engines: ['simulated', 'chatgpt', 'gemini'],
    competitors: rivals,
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    queries,
    evaluationItems: [{ name: '가격', keywords: ['가격', 'price', '가성비'] }],
  });
  // As the demo does: the simulator answers every engine of the project (no credentials needed), labelled simulated.
  await setProjectSimulated(t.database.db, project.id, true);
  const days = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 6);
  const dataDays = [days[0]!, days[2]!, days[3]!];
  const s: Setup = { t, owner, outsider, project, days, dataDays };
  const collects: Array<{ day: string; documentId: string }> = [];
  for (const day of dataDays) {
    const planned = await planCollect(t.database.db, {
      projectId: project.id,
      day,
      key: `daily:${day}`,
      trigger: 'schedule',
    });
    expect(planned.planned).toBe(queries.length * 3);
    await t.jobs!.enqueueRuns(planned.pending);
    collects.push({ day, documentId: planned.documentId });
  }
  for (const { day, documentId } of collects) {
    const done = await waitForCollect(s, day, documentId);
    const failed = done.runs.filter((r: { status: string }) => r.status !== 'succeeded');
    expect(done, JSON.stringify(failed)).toMatchObject({ status: 'completed', planned: 12, succeeded: 12 });
  }
  return s;
}
