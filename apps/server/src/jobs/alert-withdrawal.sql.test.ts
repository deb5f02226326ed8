import type { AuthResponse } from '@sightline/contracts';
import { daysEndingWith } from '@sightline/core';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { alertEvents, byName, named, notNamed, scene } from '#testing/alert-scene.ts';
import { mailFiles } from '#testing/mail-files.ts';
import type { TestApp } from '#testing/test-app.ts';
import { waitUntil } from '#testing/wait-until.ts';
import { checkProjectAlerts } from '../use-cases/alerts/check-project-alerts.ts';

/**
 * An alert that data coming later — another collect of the day, or a re-analysis — no longer bears out is withdrawn
 * once, through the real queue on both databases (docs/features/watches-alerts.md): the alert keeps the new numbers,
 * its notifications show them and are unread again, and exactly the members who were mailed the alert are mailed
 * the withdrawal, each in their language.
 */
describe.each(testDatabaseKinds())('alerts withdrawn on later data on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
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
    // The mails are written, then counted on the alert (mail cannot share the count's transaction): wait for the
    // count itself, not for the files (the files alone once left it read at 0 in CI).
    const events = await waitUntil(
      'the alert’s mails counted',
      () => alertEvents(s.t, s.project.id),
      (rows) => rows[0]?.mailed === 2,
    );
    expect(events).toMatchObject([{ day: s.today, withdrawn: false, mailed: 2 }]);
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
