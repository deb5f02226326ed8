import { daysEndingWith } from '@sightline/core';
import { describe, expect, it } from 'vitest';
import { decodeChatCursor, encodeChatCursor } from '../answer-list/chat-cursor.ts';
import { chatExcerpt } from '../answer-list/chat-excerpt.ts';
import { buildWorkspaceOverview } from './build-workspace-overview.ts';

const project = {
  id: 7,
  documentId: 'p7',
  name: 'P',
  brandName: 'B',
  status: 'active' as const,
  timezone: 'Asia/Seoul',
  today: '2025-03-31',
};

describe('buildWorkspaceOverview', () => {
  it('splits the windows on the project’s own days and fills the sparkline', () => {
    const days = daysEndingWith('2025-03-31', 60);
    const day = (back: number) => days[59 - back]!;
    const overview = buildWorkspaceOverview({
      listing: { workspace: { documentId: 'w', name: 'W' }, projects: [project], total: 1 },
      // Today and 6 days ago are in the last 7 days; 7 days ago is in the 7 before.
      answers: [0, 6, 7, 40].map((back) => ({ projectId: 7, day: day(back), answers: 10 })),
      brands: [
        { projectId: 7, day: day(0), ownMentioning: 5, ownRankSum: 5, allMentioning: 8 },
        { projectId: 7, day: day(6), ownMentioning: 3, ownRankSum: 6, allMentioning: 4 },
        { projectId: 7, day: day(7), ownMentioning: 1, ownRankSum: 1, allMentioning: 1 },
      ],
      activity: [{ projectId: 7, simulated: true, lastAnswerDay: day(0) }],
    });
    const [p] = overview.projects;
    expect(p!.last7).toMatchObject({ from: day(6), to: day(0), n: 20, shareOfVoice: 8 / 12 });
    expect(p!.last7.visibility).toMatchObject({ mentioning: 8, n: 20, value: 0.4 });
    expect(p!.last7.averagePosition).toBeCloseTo(11 / 8, 12);
    expect(p!.last7.change).toMatchObject({ previous: 0.1, previousN: 10 });
    expect(p!.last7.change.delta).toBeCloseTo(0.3, 12);
    // The 30 days before the last 30 hold day 40 (10 answers, no mention).
    expect(p!.last30.change).toMatchObject({ previous: 0, previousN: 10 });
    expect(p!.sparkline).toHaveLength(30);
    expect(p!.sparkline.filter((s) => s.n > 0).map((s) => s.day)).toEqual([day(7), day(6), day(0)]);
    expect(p!.sparkline[0]).toEqual({ day: day(29), n: 0, visibility: null });
    expect(p).toMatchObject({ simulated: true, lastAnswerDay: day(0) });
  });

  it('gives a project without answers empty windows', () => {
    const { projects } = buildWorkspaceOverview({
      listing: { workspace: { documentId: 'w', name: 'W' }, projects: [project], total: 1 },
      answers: [],
      brands: [],
      activity: [],
    });
    expect(projects[0]!.last7).toMatchObject({
      n: 0,
      shareOfVoice: null,
      averagePosition: null,
      visibility: { value: null, low: null, high: null },
      change: { previous: null, delta: null, pValue: null, significant: false },
    });
    expect(projects[0]).toMatchObject({ simulated: false, lastAnswerDay: null });
  });
});

describe('answers list helpers', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const row = { day: '2025-03-30', cursorAt: '2025-03-31T03:00:00.123456Z', id: 42 };
    expect(decodeChatCursor(encodeChatCursor(row))).toEqual({
      day: row.day,
      collectedAt: row.cursorAt,
      id: 42,
    });
    const wrong = (keys: unknown[]) => Buffer.from(JSON.stringify(keys)).toString('base64url');
    for (const bad of ['%%', 'e30', wrong(['2025-03-30', 'x', 1]), wrong([row.cursorAt, 42])]) {
      expect(() => decodeChatCursor(bad)).toThrow(/cursor/);
    }
  });

  it('excerpts plain text of at most 240 characters', () => {
    expect(chatExcerpt('## Title\n\n**Bold** and [a link](https://x.y) _here_.')).toBe(
      'Title Bold and a link here.',
    );
    const long = chatExcerpt(`${'가'.repeat(300)}`);
    expect(Array.from(long)).toHaveLength(240);
    expect(long.endsWith('…')).toBe(true);
  });
});
