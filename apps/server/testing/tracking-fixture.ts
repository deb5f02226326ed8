/**
 * A project whose answers are scripted, for the tracking filter, comparison and grouping tests: four days collected
 * through the real queue and analysis, two engines × three samples per prompt, where the own brand is named far
 * more often in the last two days than in the two before (a significant change) and Starbucks about as often (not
 * significant). Prompts carry tags and intents; one names the own brand.
 */
import type { Intent } from '@sightline/contracts';
import { daysEndingWith, localDay } from '@sightline/core';
import { type DatabaseKind, planCollect, type RunContext, tagPromptsByName } from '@sightline/db';
import type { EngineAdapter, EngineAnswer } from '@sightline/engines';
import { expect } from 'vitest';
import {
  type Account,
  brand,
  createProject,
  rivals,
  type Setup,
  signUp,
  waitForCollect,
} from './analytics-fixture.ts';
import { createTestApp } from './test-app.ts';

export const filterPrompts: Array<{ text: string; intent?: Intent; tags: string[] }> = [
  // Names the own brand (by its alias): the one branded prompt.
  { text: 'Oneul Coffee price list', intent: 'transactional', tags: ['price'] },
  // Classified as commercial (추천).
  { text: '서울 커피 브랜드 추천', tags: ['seoul'] },
  { text: 'best coffee chain in Seoul', intent: 'commercial', tags: ['seoul', 'english'] },
  // Classified as informational.
  { text: 'how is coffee roasted', tags: [] },
];
export const filterEngines = ['chatgpt', 'gemini'] as const;
export const samples = 3;
/** A tag of the project that no prompt carries. */
export const unusedTag = 'unused';

/** Which brands an answer names, by its slot within the day and whether the day is one of the last two. */
export function scriptedBrands(slot: number, recent: boolean) {
  return {
    own: recent ? slot % 4 !== 0 : slot % 5 === 0,
    starbucks: recent ? slot % 2 === 0 : slot % 2 === 1 || slot === 0,
    ediya: slot % 3 === 0,
  };
}

function scriptedEngine(run: RunContext, days: readonly string[]): EngineAdapter {
  const promptIndex = filterPrompts.findIndex((p) => p.text === run.promptText);
  const engineIndex = filterEngines.indexOf(run.engine as (typeof filterEngines)[number]);
  const slot = promptIndex * filterEngines.length * samples + engineIndex * samples + run.sampleIndex;
  const dayIndex = days.indexOf(run.day);
  const named = scriptedBrands(slot, dayIndex >= 2);
  const sentences = [
    named.starbucks ? 'Starbucks is a popular choice with many stores.' : null,
    named.own ? 'Oneul Coffee is an excellent choice for fresh beans.' : null,
    named.ediya ? 'Ediya is an affordable option.' : null,
  ].filter((s): s is string => s !== null);
  if (slot % 2 === 1) sentences.reverse();
  const owned = (slot + dayIndex) % 4 === 0;
  const answer: EngineAnswer = {
    text: `${sentences.length ? sentences.join(' ') : 'No single brand stands out.'} See the guide [1].`,
    citations: [{ url: owned ? 'https://oneulcoffee.kr/menu' : 'https://example.com/coffee-guide' }],
    model: `${run.engine}-scripted`,
    usage: { inputTokens: 10, outputTokens: 40 },
    cost: null,
    raw: { slot, dayIndex },
    status: 'ok',
  };
  return { id: run.engine as EngineAdapter['id'], ask: async () => answer };
}

export interface FilterSetup extends Setup {
  /** The four local days collected, oldest first; the tests compare the last two with the two before. */
  collected: string[];
  /** Prompt document ids and numeric ids, in the order of `filterPrompts`. */
  prompts: Array<{ id: number; documentId: string; text: string }>;
}

/** The scripted project, collected on the four days ending today (Asia/Seoul). */
export async function setupFilters(kind: DatabaseKind): Promise<FilterSetup> {
  const collected = daysEndingWith(localDay(new Date(), 'Asia/Seoul'), 4);
  const t = await createTestApp(
    kind,
    { COLLECT_RATE_PER_MINUTE: 'chatgpt=100000,gemini=100000' },
    { jobs: { engineFor: async (run) => scriptedEngine(run, collected) } },
  );
  const owner: Account = await signUp(t, 'minji');
  const outsider = await signUp(t, 'outsider');
  const project = await createProject(t, owner, '필터 트래킹', {
    engines: [...filterEngines],
    samplesPerRun: samples,
    competitors: rivals,
    ownedMedia: [{ kind: 'domain', value: 'oneulcoffee.kr' }],
    queries: filterPrompts.map(({ text, intent }) => ({
      text,
      language: 'en',
      ...(intent ? { intent } : {}),
    })),
    tags: [{ name: 'price' }, { name: 'seoul' }, { name: 'english' }, { name: unusedTag }],
  });
  await tagPromptsByName(t.database.db, project.id, filterPrompts);
  const s: FilterSetup = {
    t,
    owner,
    outsider,
    project,
    days: collected,
    dataDays: collected,
    collected,
    prompts: filterPrompts.map((p) => {
      const found = project.queries.find((q: { text: string }) => q.text === p.text);
      return { id: Number(found.id), documentId: found.documentId, text: p.text };
    }),
  };
  const collects: Array<{ day: string; documentId: string }> = [];
  for (const day of collected) {
    const planned = await planCollect(t.database.db, {
      projectId: project.id,
      day,
      key: `daily:${day}`,
      trigger: 'schedule',
    });
    expect(planned.planned).toBe(filterPrompts.length * filterEngines.length * samples);
    await t.jobs!.enqueueRuns(planned.pending);
    collects.push({ day, documentId: planned.documentId });
  }
  for (const { day, documentId } of collects) {
    const done = await waitForCollect(s, day, documentId);
    expect(done).toMatchObject({ status: 'completed', succeeded: 24 });
  }
  expect(brand.aliases).toContain('Oneul Coffee');
  return s;
}
