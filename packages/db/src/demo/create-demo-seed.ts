import { createAccount, type NewAccount } from '../accounts/create-account.ts';
import { claimAppState, writeAppState } from '../app-state/app-state.ts';
import type { Database } from '../database.ts';
import { createProject, type NewProject } from '../projects/create-project.ts';
import type { WatchMatch } from '../watches/watch-match.ts';
import {
  addDemoWatches,
  selectProjectForUser,
  setProjectSimulated,
  tagPromptsByName,
} from './demo-helpers.ts';

/** How far first-start demo seeding got, kept in `app_state` so that a killed start can resume it. */
export interface DemoSeedState {
  /** `queueing`: account and project exist, days are being planned and queued; `done`: queued and the sign-in shown. */
  status: 'queueing' | 'done';
  userId: number;
  projectId: number;
  /** The backfill's days, fixed when the seed began, so a resumed seed queues the same ones. */
  days: string[];
  /** Days planned so far, oldest first (their runs are queued once every day is planned). */
  queued: number;
}

export interface NewDemoSeed {
  /** The `app_state` key of the seed; without one, just the account and project (benchmarks make several). */
  stateKey?: string;
  account: NewAccount;
  project: Omit<NewProject, 'organizationId' | 'workspaceId' | 'ownerUserId' | 'ownerMemberId'>;
  tagAssignments: ReadonlyArray<{ text: string; tags: readonly string[] }>;
  /** Watches of the project; a brand watch names a competitor by name (`competitor`) instead of a key. */
  watches?: ReadonlyArray<
    { name: string } & (WatchMatch | (Omit<WatchMatch, 'target'> & { competitor: string }))
  >;
  /** Alert rules of the project, on a watch (by its name) or on the own brand's visibility. */
  alertRules?: ReadonlyArray<{
    name: string;
    watch?: string;
    condition: 'below' | 'above' | 'change' | 'appears' | 'disappears';
    threshold: number | null;
    windowDays: number;
  }>;
  days: string[];
}

/**
 * The demo account (with its organization and workspace), its simulated project with prompts, tags and watches, and the seed
 * state — one transaction, so a start killed in the middle leaves nothing behind. Null when another start already
 * claimed the seed.
 */
export async function createDemoSeed(db: Database, seed: NewDemoSeed): Promise<DemoSeedState | null> {
  return db.transaction(async (tx) => {
    const { stateKey } = seed;
    if (stateKey && !(await claimAppState(tx, stateKey, { status: 'creating' }))) return null;
    const user = await createAccount(tx, seed.account);
    const projectId = await createProject(tx, {
      ...seed.project,
      organizationId: user.lastSelectedOrganizationId!,
      workspaceId: user.lastSelectedWorkspaceId!,
      ownerUserId: user.id,
      ownerMemberId: user.lastSelectedMemberId!,
    });
    await setProjectSimulated(tx, projectId, true);
    await selectProjectForUser(tx, user.id, projectId);
    await tagPromptsByName(tx, projectId, seed.tagAssignments);
    await addDemoWatches(tx, projectId, user.id, seed.watches ?? [], seed.alertRules ?? []);
    const state: DemoSeedState = {
      status: 'queueing',
      userId: user.id,
      projectId,
      days: seed.days,
      queued: 0,
    };
    if (stateKey) await writeAppState(tx, stateKey, state);
    return state;
  });
}
