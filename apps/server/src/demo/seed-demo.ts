import { randomBytes } from 'node:crypto';
import { classifyIntent, daysEndingWith, localDay } from '@sightline/core';
import {
  createDemoSeed,
  type DemoSeedState,
  hasNoUsers,
  listScheduledProjects,
  type NewDemoSeed,
  type PlannedRun,
  planLimitedCollect,
  readAppState,
  setUserPassword,
  writeAppState,
} from '@sightline/db';
import { hashPassword } from '../auth/passwords.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Services } from '../services.ts';
import { demoAlertRules, demoProject, demoPrompts, demoWatches } from './demo-project.ts';
import { showDemoCredentials } from './show-demo-credentials.ts';

export const demoEmail = 'demo@sightline.local';

export interface SeededDemo {
  email: string;
  password: string;
  projectId: number;
  days: string[];
}

const stateKey = 'demo_seed';
/** A seed not written to for this long was left by a start that died (scaled deployments: see `resumeAllowed`). */
const seedLeaseMs = 10_000;

/** The demo account, organization, workspace and simulated project with its prompts and tags, as one new seed. */
function demoSeed(email: string, passwordHash: string, days: string[]): NewDemoSeed {
  const { competitors, ownedMedia, tags, evaluationItems, ...fields } = demoProject;
  const profile = {
    brand: { name: fields.brandName, aliases: fields.brandAliases },
    competitors: competitors.map((c, i) => ({ key: `c${i}`, ...c })),
    ownedDomains: ownedMedia.map((m) => m.value),
    evaluationItems: [],
  };
  return {
    stateKey,
    account: {
      username: 'demo',
      email,
      passwordHash,
      provider: 'local',
      confirmed: true,
      locale: 'ko',
      organizationName: '루미엘 마케팅팀 (Demo)',
      workspaceName: '데모 워크스페이스',
    },
    project: {
      featureImageFileId: null,
      data: {
        ...fields,
        status: 'active',
        simulated: true,
        competitors,
        ownedMedia,
        tags,
        evaluationItems,
        queries: demoPrompts.map((p) => ({
          text: p.text,
          language: p.language,
          intent: classifyIntent(p.text, profile).intent,
          intentSource: 'auto' as const,
          active: true,
        })),
      },
    },
    tagAssignments: demoPrompts,
    watches: demoWatches,
    alertRules: demoAlertRules,
    days,
  };
}

/** A demo account and project without a seed (no backfill, nothing shown): for benchmarks that need several. */
export async function createDemoProject(
  services: Services,
  email: string,
): Promise<{ projectId: number; userId: number; password: string }> {
  const password = randomBytes(12).toString('base64url');
  const { stateKey: _none, ...seed } = demoSeed(email, await hashPassword(password), []);
  const created = await createDemoSeed(services.db, seed);
  return { projectId: created!.projectId, userId: created!.userId, password };
}

export interface SeedOptions {
  days?: number;
  now?: Date;
  /** Writes to the terminal instead of standard output (tests); treated as a terminal. */
  print?: (text: string) => void;
}

/**
 * On the first start of an empty database: a demo account, organization, workspace and simulated project, and a
 * backfill of `days` daily collects through the normal pipeline (plan → runs → simulated engine → analysis →
 * rollups), then the sign-in shown once (see showDemoCredentials). Progress is kept in `app_state`: a start killed
 * in the middle is resumed by the next one, which plans the missing days (planning is idempotent by key), queues
 * every unfinished run again (a run's job id is derived from it) and, as the old password may never have been
 * shown, sets and shows a new one. Returns null when there is nothing to do.
 */
export async function seedDemoOnFirstStart(
  services: Services,
  jobs: JobQueue,
  options: SeedOptions = {},
): Promise<SeededDemo | null> {
  const { db, logger } = services;
  const password = randomBytes(12).toString('base64url');
  let state = await unfinishedSeed(services);
  const resumed = state !== null;
  if (state) {
    if (!(await listScheduledProjects(db, state.projectId)).length) {
      // The demo project was deleted after an interrupted seed: nothing left to finish.
      await writeAppState(db, stateKey, { ...state, status: 'done' });
      return null;
    }
    await setUserPassword(db, state.userId, await hashPassword(password));
    logger.info({ queued: state.queued, days: state.days.length }, 'demo seed resumed');
  } else {
    if (!(await hasNoUsers(db))) return null;
    const days = daysEndingWith(
      localDay(options.now ?? new Date(), demoProject.timezone),
      options.days ?? services.config.demo.days,
    );
    state = await createDemoSeed(db, demoSeed(demoEmail, await hashPassword(password), days));
    if (!state) return null; // another process is seeding
    logger.info({ projectId: state.projectId }, 'demo account and project created');
  }
  // Every day's collect is planned here, before any of its runs is queued, oldest day first, and before the daily
  // schedule exists: an alert rule is judged only when every day it reads is complete, and days before the project's
  // first day (the oldest collect's) count as complete, as does a day without a collect before a later collect's day
  // (a missed day), so the backfill must never look finished while it is still being planned
  // (docs/features/watches-alerts.md). Planning oldest first, with no scheduled collect of today yet, keeps that
  // true after a kill too: the days planned are always the oldest ones, and a later day without its collect is
  // incomplete.
  const plannedRuns: PlannedRun[][] = [];
  for (const [i, day] of state.days.entries()) {
    const planned = await planLimitedCollect(
      db,
      { projectId: state.projectId, day, key: `daily:${day}`, trigger: 'backfill' },
      { orgDailyRunQuota: services.config.collection.orgDailyRunQuota },
    );
    if (planned.refused) logger.warn({ day, ...planned.refused }, 'a demo backfill day was not planned');
    else plannedRuns.push(planned.pending);
    if (i + 1 > state.queued) {
      state = { ...state, queued: i + 1 };
      await writeAppState(db, stateKey, state);
    }
  }
  await jobs.syncSchedules(state.projectId);
  // Runs of the newest day first, so the dashboards fill from today backwards while the backfill runs.
  for (const runs of plannedRuns.reverse()) await jobs.enqueueRuns(runs);
  const terminal = options.print ? { isTTY: true, write: options.print } : undefined;
  await showDemoCredentials(
    { email: demoEmail, password, days: state.days.length, resumed },
    { dataDir: services.config.dataDir, ...(terminal ? { terminal } : {}) },
  );
  await writeAppState(db, stateKey, { ...state, status: 'done' });
  logger.info({ days: state.days.length }, 'demo seeded');
  return { email: demoEmail, password, projectId: state.projectId, days: state.days };
}

/**
 * The seed a previous start left unfinished, once it is certain that no live process is still working on it:
 * embedded PGlite has only this process; on PostgreSQL another process may be seeding right now, so an unfinished
 * seed is taken over only after it has gone unwritten for `seedLeaseMs` (this start waits that long at most).
 */
async function unfinishedSeed(services: Services): Promise<DemoSeedState | null> {
  for (;;) {
    const found = await readAppState<DemoSeedState | { status: 'creating' }>(services.db, stateKey);
    if (found?.value.status !== 'queueing') return null;
    if (services.database.kind === 'pglite' || found.ageMs > seedLeaseMs) return found.value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
