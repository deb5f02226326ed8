import { randomBytes } from 'node:crypto';
import { classifyIntent, daysEndingWith, localDay } from '@sightline/core';
import {
  createAccount,
  createProject,
  hasNoUsers,
  selectProjectForUser,
  setProjectSimulated,
  tagPromptsByName,
} from '@sightline/db';
import { hashPassword } from '../auth/passwords.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Services } from '../services.ts';
import { demoProject, demoPrompts } from './demo-project.ts';

export const demoEmail = 'demo@sightline.local';

export interface SeededDemo {
  email: string;
  password: string;
  projectId: number;
  days: string[];
}

/** Creates the demo account, organization, workspace and simulated project with its prompts and tags. */
export async function createDemoProject(
  services: Services,
  email: string,
): Promise<{ projectId: number; password: string }> {
  const { db } = services;
  const password = randomBytes(12).toString('base64url');
  const user = await createAccount(db, {
    username: 'demo',
    email,
    passwordHash: await hashPassword(password),
    provider: 'local',
    confirmed: true,
    locale: 'ko',
    organizationName: '루미엘 마케팅팀 (Demo)',
    workspaceName: '데모 워크스페이스',
  });
  const { competitors, ownedMedia, tags, evaluationItems, ...fields } = demoProject;
  const profile = {
    brand: { name: fields.brandName, aliases: fields.brandAliases },
    competitors: competitors.map((c, i) => ({ key: `c${i}`, ...c })),
    ownedDomains: ownedMedia.map((m) => m.value),
    evaluationItems: [],
  };
  const projectId = await createProject(db, {
    organizationId: user.lastSelectedOrganizationId!,
    workspaceId: user.lastSelectedWorkspaceId!,
    ownerUserId: user.id,
    ownerMemberId: user.lastSelectedMemberId!,
    featureImageFileId: null,
    data: {
      ...fields,
      status: 'active',
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
  });
  await setProjectSimulated(db, projectId, true);
  await selectProjectForUser(db, user.id, projectId);
  await tagPromptsByName(db, projectId, demoPrompts);
  return { projectId, password };
}

/**
 * On the first start of an empty database: a demo account, organization, workspace and simulated project, and a
 * backfill of `days` daily collects queued through the normal pipeline (plan → runs → simulated engine → analysis
 * → rollups). Prints the sign-in once. Returns null when the database already has accounts.
 */
export async function seedDemoOnFirstStart(
  services: Services,
  jobs: JobQueue,
  options: { days?: number; now?: Date; print?: (text: string) => void } = {},
): Promise<SeededDemo | null> {
  const { db } = services;
  if (!(await hasNoUsers(db))) return null;
  const { projectId, password } = await createDemoProject(services, demoEmail);
  await jobs.syncSchedules(projectId);

  const days = daysEndingWith(
    localDay(options.now ?? new Date(), demoProject.timezone),
    options.days ?? services.config.demo.days,
  );
  // Newest first, so the dashboards fill from today backwards while the backfill runs.
  for (const day of [...days].reverse()) {
    await jobs.requestCollect({ projectId, day, key: `daily:${day}`, trigger: 'backfill' });
  }
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  print(
    `\nDemo account created (simulated data is being collected for ${days.length} days in the background):\n` +
      `  e-mail:   ${demoEmail}\n  password: ${password}\n` +
      '  This password is shown only once. Turn the demo off with SEED_DEMO=false.\n\n',
  );
  return { email: demoEmail, password, projectId, days };
}
