import type { PromptEngineTable } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { chosenBrand, promptEngineRows } from './prompt-engine-rows.ts';

const table: PromptEngineTable = {
  from: '2026-03-01',
  to: '2026-03-07',
  engines: ['chatgpt', 'gemini'],
  simulated: false,
  brands: [
    { key: 'brand', name: '오늘커피', own: true },
    { key: 'c1', name: '별빛커피', own: false },
  ],
  rows: [
    {
      prompt: {
        documentId: 'p1',
        text: '서울 커피 추천',
        intent: 'commercial',
        intentSource: 'manual',
        branded: false,
        active: true,
        tags: ['seoul'],
      },
      n: 10,
      mentioning: [4, 6],
      cells: {
        chatgpt: { n: 6, mentioning: [3, 2] },
        gemini: { n: 4, mentioning: [1, 4] },
      },
    },
    {
      prompt: {
        documentId: 'p2',
        text: '오늘커피 후기',
        intent: null,
        intentSource: 'auto',
        branded: true,
        active: true,
        tags: [],
      },
      n: 2,
      mentioning: [2, 0],
      cells: { chatgpt: { n: 2, mentioning: [2, 0] } },
    },
  ],
};

describe('promptEngineRows', () => {
  it("gives each prompt the chosen brand's visibility over all engines and per engine, with n", () => {
    const [first] = promptEngineRows(table, 'brand');
    expect(first).toMatchObject({
      documentId: 'p1',
      intent: 'commercial',
      intentSource: 'manual',
      tags: ['seoul'],
      total: { value: 0.4, mentioning: 4, n: 10 },
      cells: {
        chatgpt: { value: 0.5, mentioning: 3, n: 6 },
        gemini: { value: 0.25, mentioning: 1, n: 4 },
      },
    });
    expect(promptEngineRows(table, 'c1')[0]?.cells.gemini).toEqual({ value: 1, mentioning: 4, n: 4 });
  });

  it('shows an engine without answers as no data, and an unlisted brand in answered cells as 0 %', () => {
    const rows = promptEngineRows(table, 'c1');
    expect(rows[1]?.cells.gemini).toEqual({ value: null, mentioning: 0, n: 0 });
    expect(rows[1]?.cells.chatgpt).toEqual({ value: 0, mentioning: 0, n: 2 });
    expect(rows[1]?.total).toEqual({ value: 0, mentioning: 0, n: 2 });
  });

  it('keeps the API order of the rows', () => {
    expect(promptEngineRows(table, 'brand').map((r) => r.documentId)).toEqual(['p1', 'p2']);
  });
});

describe('chosenBrand', () => {
  it("takes the URL's brand when the table has it, else the own brand", () => {
    expect(chosenBrand(table, 'c1')).toBe('c1');
    expect(chosenBrand(table, 'gone')).toBe('brand');
    expect(chosenBrand(undefined, undefined)).toBe('brand');
  });
});

describe('opportunityOf', () => {
  it('is the best competitor’s lead over the own brand on a non-branded prompt, whichever brand the table shows', () => {
    const [nonBranded] = promptEngineRows(table, 'c1');
    expect(nonBranded!.opportunity.gap).toBeCloseTo(0.2);
    expect(nonBranded!.opportunity).toMatchObject({
      leader: { key: 'c1', name: '별빛커피', visibility: { value: 0.6, mentioning: 6, n: 10 } },
      own: { value: 0.4, mentioning: 4, n: 10 },
    });
  });

  it('is null for a branded prompt and for a prompt without answers', () => {
    const [, branded] = promptEngineRows(table, 'brand');
    expect(branded!.opportunity.gap).toBeNull();
    const empty = { ...table.rows[0]!, n: 0, mentioning: [0, 0], cells: {} };
    const [none] = promptEngineRows({ ...table, rows: [empty] }, 'brand');
    expect(none!.opportunity).toMatchObject({ gap: null, leader: null });
  });

  it('is negative when the own brand leads', () => {
    const ahead = { ...table.rows[0]!, mentioning: [9, 3] };
    const [row] = promptEngineRows({ ...table, rows: [ahead] }, 'brand');
    expect(row!.opportunity.gap).toBeCloseTo(-0.6);
  });
});
