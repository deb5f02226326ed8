import { writeAppState } from '@sightline/db';
import { testDatabaseKinds } from '@sightline/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import type { Services } from '../services.ts';
import { demoCampaignDayFor } from './demo-campaign.ts';
import { demoCampaignDay } from './demo-project.ts';

describe.each(testDatabaseKinds())('demo campaign day on %s', (kind) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is the seeded demo project’s dated campaign, and nothing for any other project', async () => {
    t = await createTestApp(kind);
    // Only the database is read.
    const services = { db: t.database.db } as unknown as Services;
    expect(await demoCampaignDayFor(services, 7)).toBeUndefined(); // no demo seeded here
    const days = Array.from({ length: 90 }, (_, i) =>
      new Date(Date.UTC(2026, 7, 25 + i)).toISOString().slice(0, 10),
    );
    await writeAppState(services.db, 'demo_seed', { status: 'done', projectId: 7, days });
    // "No demo" is believed for a minute; a new process (a new services object) reads the state again.
    const fresh = { ...services };
    expect(await demoCampaignDayFor(fresh, 7)).toBe(demoCampaignDay(days));
    expect(demoCampaignDay(days)).toBe(days[days.length - 36]);
    expect(await demoCampaignDayFor(fresh, 8)).toBeUndefined();
  });
});
