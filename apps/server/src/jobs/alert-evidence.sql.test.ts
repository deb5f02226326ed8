import {
  type AlertRule,
  AlertRuleListResponse,
  AuthResponse,
  NotificationListResponse,
} from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type DatabaseKind, type PlannedCollect, planCollect, type RunContext } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import type { EngineAdapter } from '@sightline/engines';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { multipartBody } from '#testing/images.ts';
import { mailFiles } from '#testing/mail-files.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { checkProjectAlerts } from '../use-cases/alerts/check-project-alerts.ts';

const rows = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

/** A scripted engine: each answer names the brand, or not, as `answer(run)` says. */
function scriptedEngine(answer: (run: RunContext) => string) {
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

const named = '오늘커피는 서울에서 인기 있는 커피 브랜드입니다.';
const notNamed = '스타벅스는 서울에서 인기 있는 커피 브랜드입니다.';

interface Scene {
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
async function scene(kind: DatabaseKind, answer: (run: RunContext) => string): Promise<Scene> {
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

const byName = (rules: AlertRule[], name: string) => rules.find((r) => r.name === name)!;

async function alertEvents(t: TestApp, projectId: number) {
  return rows<{ day: string; withdrawn: boolean; withdrawn_facts: unknown; mailed: number }>(
    await t.database.db.execute(sql`select day::text as day, withdrawn_at is not null as withdrawn, withdrawn_facts,
      cardinality(mailed_user_ids)::int as mailed from alert_events where project_id = ${projectId} order by day`),
  );
}

/**
 * Alerts stand on complete evidence, through the real queue on both databases (docs/features/watches-alerts.md): a
 * rule is not judged while a day of its window still has runs to end (a backfill coming in), and an alert that data
 * coming later — another collect of the day, or a re-analysis — no longer bears out is withdrawn once: the alert keeps
 * the new numbers, its notifications show them and are unread again, and exactly the members who were mailed the
 * alert are mailed the withdrawal, each in their language.
 */
describe.each(testDatabaseKinds())('alerts on complete evidence on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('waits for a backfill to complete: the partial data’s alert never goes out, the complete data’s once complete', async () => {
    // The brand is named in today's answers only: 100 % on today alone, 2 of 14 answers (14.3 %) on the week.
    let today = '';
    const s = await scene(kind, (run) => (run.day === today ? named : notNamed));
    t = s.t;
    today = s.today;
    // Would fire on today's answers alone, not on the week's: must never fire.
    await s.rule({ name: '가시성 50% 초과', brand: 'brand', condition: 'above', threshold: 0.5 });
    // Fires on today's answers alone and on the week's: must fire only once the week is complete.
    await s.rule({ name: '가시성 10% 초과', brand: 'brand', condition: 'above', threshold: 0.1 });

    // A backfill of the week, planned up front like the demo's, oldest day first; only today's runs are queued.
    const days = daysEndingWith(s.today, 7);
    const planned: PlannedCollect[] = [];
    for (const day of days) planned.push(await s.plan(day, `daily:${day}`, 'backfill'));
    await s.t.jobs!.enqueueRuns(planned.at(-1)!.pending);

    const pending = await waitUntil('the check after today’s collect', s.rules, (rules) =>
      rules.every((r) => r.lastCheck !== null),
    );
    for (const rule of pending) {
      expect(rule.lastCheck).toMatchObject({
        state: 'pending',
        completeness: { days: 7, daysComplete: 1, runsPlanned: 14, runsEnded: 2 },
      });
      expect(rule.lastFiredDay).toBeNull();
    }
    expect((await s.notifications(s.owner.jwt)).data).toEqual([]);
    expect(await mailFiles(s.t)).toEqual([]);
    expect(await alertEvents(s.t, s.project.id)).toEqual([]);

    // The rest of the backfill comes in, newest day first.
    for (const collect of planned.slice(0, -1).reverse()) await s.t.jobs!.enqueueRuns(collect.pending);
    const judged = await waitUntil('the complete week judged', s.rules, (rules) =>
      rules.every((r) => r.lastCheck?.completeness.daysComplete === 7 && r.lastCheck.state !== 'pending'),
    );
    const complete = { days: 7, daysComplete: 7, daysMissed: 0, runsPlanned: 14, runsEnded: 14 };
    expect(byName(judged, '가시성 50% 초과')).toMatchObject({
      lastFiredDay: null,
      lastCheck: { state: 'quiet', completeness: complete },
    });
    expect(byName(judged, '가시성 10% 초과')).toMatchObject({
      lastFiredDay: s.today,
      lastCheck: { state: 'fired', completeness: complete },
    });
    const mine = await s.notifications(s.owner.jwt);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]!.alert).toMatchObject({
      rule: '가시성 10% 초과',
      facts: { condition: 'above', from: days[0], to: s.today, successes: 2, n: 14, completeness: complete },
    });
    const sent = await waitUntil(
      'the alert’s mail',
      () => mailFiles(s.t),
      (mails) => mails.length >= 1,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('7일 중 7일 수집 완료');
    expect(sent[0]!.text).toContain('답변 14개 중 2개');
  });

  it('judges a window with days that had no collect at all once a later day is collected, and says so', async () => {
    // The brand is named in every answer; the server was down on the third and fourth day of the week.
    const s = await scene(kind, () => named);
    t = s.t;
    await s.rule({ name: '가시성 50% 초과', brand: 'brand', condition: 'above', threshold: 0.5 });
    const days = daysEndingWith(s.today, 7);
    const collected = days.filter((_, i) => i !== 2 && i !== 3);
    const planned: PlannedCollect[] = [];
    for (const day of collected) planned.push(await s.plan(day, `daily:${day}`, 'backfill'));
    for (const collect of planned.reverse()) await s.t.jobs!.enqueueRuns(collect.pending);

    const [rule] = await waitUntil('the week judged', s.rules, (rules) =>
      rules.every((r) => r.lastCheck !== null && r.lastCheck.state !== 'pending'),
    );
    const completeness = { days: 7, daysComplete: 7, daysMissed: 2, runsPlanned: 10, runsEnded: 10 };
    expect(rule).toMatchObject({ lastFiredDay: s.today, lastCheck: { state: 'fired', completeness } });
    const sent = await waitUntil(
      'the alert’s mail',
      () => mailFiles(s.t),
      (mails) => mails.length >= 1,
    );
    expect(sent[0]!.text).toContain('7일 중 7일 수집 완료(그중 2일은 수집 없음)');
    expect(sent[0]!.text).toContain('답변 10개 중 10개');
  });

  it('withdraws an alert that a later collect of the same day no longer bears out, once, mailing only those mailed', async () => {
    let mention = false;
    const s = await scene(kind, () => (mention ? named : notNamed));
    t = s.t;
    const james = await s.register('james', 'editor', 'en');
    const sora = await s.register('sora', 'viewer');
    const settings = (user: AuthResponse, email: boolean) =>
      s.t.as(user.jwt, {
        method: 'PUT',
        url: `/api/v1/organizations/${s.owner.user.lastSelectedOrganizationId}/alert-settings`,
        payload: { data: { inApp: true, email } },
      });
    expect((await settings(sora, false)).statusCode).toBe(200);
    const rule = await s.rule({
      name: '가시성 40% 미만',
      brand: 'brand',
      condition: 'below',
      threshold: 0.4,
    });

    // Today's first collect names the brand nowhere: 0 of 2 answers, below 40 %.
    await s.t.jobs!.enqueueRuns((await s.plan(s.today, 'first')).pending);
    await waitUntil(
      'the alert',
      () => s.notifications(s.owner.jwt),
      (list) => list.data.length === 1,
    );
    // Mails go out after the notifications.
    const alerted = await waitUntil(
      'the alert’s mails',
      () => mailFiles(s.t),
      (mails) => mails.length >= 2,
    );
    expect(alerted.map((m) => m.to[0]!.address).sort()).toEqual(['james@example.com', 'minji@example.com']);
    expect(await alertEvents(s.t, s.project.id)).toMatchObject([
      { day: s.today, withdrawn: false, mailed: 2 },
    ]);
    // Minji reads it; Sora wants mail from now on (she was not mailed the alert).
    const read = await s.t.as(s.owner.jwt, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { data: { all: true } },
    });
    expect(read.json().data.unread).toBe(0);
    expect((await settings(sora, true)).statusCode).toBe(200);

    // A second collect of the day names the brand in both answers: 2 of 4, 50 %, no longer below 40 %.
    mention = true;
    await s.t.jobs!.enqueueRuns((await s.plan(s.today, 'second')).pending);
    const withdrawn = await waitUntil(
      'the alert withdrawn',
      () => s.notifications(s.owner.jwt),
      (list) => list.data[0]?.alert.withdrawn !== undefined,
    );
    const now = {
      condition: 'below',
      from: daysEndingWith(s.today, 7)[0],
      to: s.today,
      successes: 2,
      n: 4,
      rate: 0.5,
      threshold: 0.4,
      completeness: { days: 7, daysComplete: 7, runsPlanned: 4, runsEnded: 4 },
    };
    expect(withdrawn.meta.unread).toBe(1);
    expect(withdrawn.data[0]).toMatchObject({
      read: false,
      alert: { facts: { successes: 0, n: 2, rate: 0 }, withdrawn: { facts: now } },
    });
    for (const user of [james, sora]) {
      const theirs = await s.notifications(user.jwt);
      expect(theirs.data).toHaveLength(1);
      expect(theirs.data[0]).toMatchObject({ read: false, alert: { withdrawn: { facts: now } } });
    }
    expect(await alertEvents(s.t, s.project.id)).toMatchObject([
      { day: s.today, withdrawn: true, withdrawn_facts: now },
    ]);
    expect(byName(await s.rules(), rule.name)).toMatchObject({
      lastFiredDay: null,
      lastCheck: { state: 'quiet' },
    });

    // One withdrawal mail to each of the two who were mailed the alert, in their language; none to Sora.
    const mails = await waitUntil(
      'the withdrawal’s mails',
      () => mailFiles(s.t),
      (mails) => mails.length >= 4,
    );
    expect(mails).toHaveLength(4);
    const withdrawals = mails.slice(2);
    expect(withdrawals.map((m) => m.to[0]!.address).sort()).toEqual([
      'james@example.com',
      'minji@example.com',
    ]);
    const korean = withdrawals.find((m) => m.to[0]!.address === 'minji@example.com')!;
    expect(korean.subject).toContain('알림 철회');
    expect(korean.text).toContain('지금: ');
    expect(korean.text).toContain('50% (답변 4개 중 2개); 7일 중 7일 수집 완료');
    const english = withdrawals.find((m) => m.to[0]!.address === 'james@example.com')!;
    expect(english.subject).toContain('alert withdrawn');
    expect(english.text).toContain('Now: ');
    expect(english.text).toContain('50% (2 of 4 answers); 7 of 7 days collected');
    expect(english.text).toContain(`http://localhost:3000/projects/tracking?from=${now.from}&to=${s.today}`);

    // Withdrawn once: another check finds nothing to withdraw, and mails nothing.
    expect(await checkProjectAlerts(s.t.services!, s.project.id)).toEqual({ delivered: [], withdrawn: [] });
    expect(await mailFiles(s.t)).toHaveLength(4);
  });

  it('withdraws an alert that a re-analysis no longer bears out', async () => {
    // Answers name the brand only by an English name the profile does not know yet.
    const s = await scene(kind, () => 'Oneul Coffee is a popular coffee brand in Seoul.');
    t = s.t;
    await s.rule({ name: '가시성 40% 미만', brand: 'brand', condition: 'below', threshold: 0.4 });
    await s.t.jobs!.enqueueRuns((await s.plan(s.today, 'first')).pending);
    const fired = await waitUntil(
      'the alert',
      () => s.notifications(s.owner.jwt),
      (list) => list.data.length === 1,
    );
    expect(fired.data[0]!.alert.facts).toMatchObject({ successes: 0, n: 2 });
    await s.t.as(s.owner.jwt, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { data: { documentIds: [fired.data[0]!.documentId] } },
    });

    // The brand's English name becomes an alias: the history is analysed again, and both answers name the brand.
    const changed = await s.t.as(s.owner.jwt, {
      method: 'PUT',
      url: `/api/v1/projects/${s.project.documentId}`,
      payload: { data: { brandAliases: ['Oneul Coffee'] } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const withdrawn = await waitUntil(
      'the alert withdrawn after the re-analysis',
      () => s.notifications(s.owner.jwt),
      (list) => list.data[0]?.alert.withdrawn !== undefined,
    );
    expect(withdrawn.meta.unread).toBe(1);
    expect(withdrawn.data[0]).toMatchObject({
      read: false,
      alert: {
        withdrawn: {
          facts: {
            successes: 2,
            n: 2,
            rate: 1,
            completeness: { days: 7, daysComplete: 7, runsPlanned: 2, runsEnded: 2 },
          },
        },
      },
    });
    const mails = await waitUntil(
      'the withdrawal’s mail',
      () => mailFiles(s.t),
      (mails) => mails.length >= 2,
    );
    expect(mails.map((m) => [m.to[0]!.address, m.subject.includes('철회')])).toEqual([
      ['minji@example.com', false],
      ['minji@example.com', true],
    ]);
    expect(await alertEvents(s.t, s.project.id)).toMatchObject([{ day: s.today, withdrawn: true }]);
  });
});
