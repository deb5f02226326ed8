/**
 * The scene of the alert tests through the real queue (jobs/alert-completeness and jobs/alert-withdrawal): a project
 * answered by a scripted engine, its owner, rules, notifications and alert events.
 */
import {
  type AlertRule,
  AlertRuleListResponse,
  AuthResponse,
  NotificationListResponse,
} from '@sightline/contracts';
import { localDay } from '@sightline/core';
import { type DatabaseKind, type PlannedCollect, planCollect, type RunContext } from '@sightline/db';
import type { EngineAdapter } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { multipartBody } from './images.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** A scripted engine: each answer names the brand, or not, as `answer(run)` says. */
export function scriptedEngine(answer: (run: RunContext) => string) {
  return async (run: RunContext): Promise<EngineAdapter> => ({
    id: 'chatgpt',
    async ask() {
      return {
        text: answer(run),
        citations: [],
        model: 'gpt-test',
        usage: { inputTokens: 10, outputTokens: 20 },
        cost: 0,
        raw: {},
        status: 'ok',
      };
    },
  });
}

export const named = '오늘커피는 서울에서 인기 있는 커피 브랜드입니다.';
export const notNamed = '스타벅스는 서울에서 인기 있는 커피 브랜드입니다.';

export interface Scene {
  t: TestApp;
  owner: AuthResponse;
  project: { id: number; documentId: string };
  today: string;
  register(username: string, role: 'editor' | 'viewer', locale?: 'ko' | 'en'): Promise<AuthResponse>;
  rule(data: Record<string, unknown>): Promise<AlertRule>;
  rules(): Promise<AlertRule[]>;
  notifications(jwt: string): Promise<NotificationListResponse>;
  plan(day: string, key: string, trigger?: 'manual' | 'backfill'): Promise<PlannedCollect>;
}

/**
 * A project on one engine (ChatGPT, answered by `answer`) with two prompts and one sample: two runs a day. Its owner
 * reads Korean and wants alerts in the app and by mail.
 */
export async function scene(kind: DatabaseKind, answer: (run: RunContext) => string): Promise<Scene> {
  const t = await createTestApp(
    kind,
    { PUBLIC_URL: 'http://localhost:3000' },
    { jobs: { engineFor: scriptedEngine(answer) }, fileMail: true },
  );
  const db = t.database.db;
  const signUp = async (username: string) =>
    AuthResponse.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/local/register',
          payload: { username, email: `${username}@example.com`, password: 'correct horse battery' },
        })
      ).json(),
    );
  const owner = await signUp('minji');
  const organizationId = owner.user.lastSelectedOrganizationId!;
  const created = await t.as(owner.jwt, {
    method: 'POST',
    url: '/api/v1/projects',
    payload: multipartBody({
      member: owner.user.lastSelectedMemberId,
      workspace: owner.user.lastSelectedWorkspaceId,
      name: '오늘커피',
      brandName: '오늘커피',
      engines: ['chatgpt'],
      samplesPerRun: 1,
      competitors: [{ name: '스타벅스', aliases: ['Starbucks'] }],
      queries: [{ text: '서울 커피 브랜드 추천' }, { text: '서울 카페 추천' }],
    }),
  });
  expect(created.statusCode, created.body).toBe(200);
  const project = created.json().data as { id: number; documentId: string };
  let members = 0;
  return {
    t,
    owner,
    project,
    today: localDay(new Date(), 'Asia/Seoul'),
    async register(username, role, locale = 'ko') {
      const user = await signUp(username);
      members++;
      await db.execute(sql`update users set locale = ${locale} where id = ${user.user.id}`);
      await db.execute(sql`insert into members (document_id, organization_id, user_id, role)
        values (${`alertevidencemember${String(members).padStart(5, '0')}`}, ${organizationId}, ${user.user.id}, ${role})`);
      return user;
    },
    async rule(data) {
      const res = await t.as(owner.jwt, {
        method: 'POST',
        url: `/api/v1/projects/${project.documentId}/alert-rules`,
        payload: { data },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as AlertRule;
    },
    async rules() {
      const res = await t.as(owner.jwt, {
        method: 'GET',
        url: `/api/v1/projects/${project.documentId}/alert-rules`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return AlertRuleListResponse.parse(res.json()).data;
    },
    async notifications(jwt) {
      const res = await t.as(jwt, { method: 'GET', url: '/api/v1/notifications' });
      expect(res.statusCode, res.body).toBe(200);
      return NotificationListResponse.parse(res.json());
    },
    plan: (day, key, trigger = 'manual') => planCollect(db, { projectId: project.id, day, key, trigger }),
  };
}

export const byName = (rules: AlertRule[], name: string) => rules.find((r) => r.name === name)!;

/** The project's alert events: their day, whether withdrawn (with the new facts) and how many members were mailed. */
export async function alertEvents(t: TestApp, projectId: number) {
  return rows<{ day: string; withdrawn: boolean; withdrawn_facts: unknown; mailed: number }>(
    await t.database.db.execute(sql`select day::text as day, withdrawn_at is not null as withdrawn, withdrawn_facts,
      cardinality(mailed_user_ids)::int as mailed from alert_events where project_id = ${projectId} order by day`),
  );
}
