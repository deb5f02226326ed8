import { readAppState } from '@sightline/db';
import type { Services } from '../services.ts';
import { demoCampaignDay } from './demo-project.ts';

interface DemoSeedValue {
  projectId?: number;
  days?: string[];
}

const found = new WeakMap<Services, { projectId: number; campaignDay: string }>();
const checkedAt = new WeakMap<Services, number>();
/** How long "no demo seed here" is believed before the state is read again (a seed may start later). */
const recheckMs = 60_000;

/**
 * The dated campaign of the demo brand (`demoCampaignDay` of the seeded days) when `projectId` is the seeded demo
 * project, so the simulator lifts the demo brand from that day on; undefined for every other project. The seed's
 * state is read once per process when found (the days never change after seeding).
 */
export async function demoCampaignDayFor(services: Services, projectId: number): Promise<string | undefined> {
  let demo = found.get(services);
  if (!demo && Date.now() - (checkedAt.get(services) ?? Number.NEGATIVE_INFINITY) > recheckMs) {
    checkedAt.set(services, Date.now());
    const state = await readAppState<DemoSeedValue>(services.db, 'demo_seed');
    const days = state?.value.days;
    if (state?.value.projectId !== undefined && days && days.length > 0) {
      demo = { projectId: Number(state.value.projectId), campaignDay: demoCampaignDay(days) };
      found.set(services, demo);
    }
  }
  return demo?.projectId === projectId ? demo.campaignDay : undefined;
}
