import { daysEndingWith } from '@sightline/core';
import type { PlannedCollect } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { alertEvents, byName, named, notNamed, scene } from '#testing/alert-scene.ts';
import { mailFiles } from '#testing/mail-files.ts';
import type { TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';

/**
 * Alerts stand on complete evidence, through the real queue on both databases (docs/features/watches-alerts.md): a
 * rule is not judged while a day of its window still has runs to end (a backfill coming in), and a day that had no
 * collect at all before a later collected one is missed — judged, and named as such.
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
      // The check's state and the fired day are written one after the other: wait for both.
      rules.every((r) => r.lastCheck !== null && r.lastCheck.state !== 'pending' && r.lastFiredDay !== null),
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
});
