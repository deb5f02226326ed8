// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { PromptEngineTable } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerAnalyticsStrings } from './analytics-strings.ts';
import { canEditIntents, PromptIntentTable } from './PromptIntentTable.tsx';

const table: PromptEngineTable = {
  from: '2026-03-01',
  to: '2026-03-07',
  engines: ['chatgpt'],
  simulated: false,
  brands: [{ key: 'brand', name: 'Oneul', own: true }],
  rows: [
    {
      prompt: {
        documentId: 'p1',
        text: 'best coffee in Seoul',
        intent: 'commercial',
        intentSource: 'manual',
        branded: false,
        active: true,
        tags: [],
      },
      n: 4,
      mentioning: [1],
      cells: { chatgpt: { n: 4, mentioning: [1] } },
    },
    {
      prompt: {
        documentId: 'p2',
        text: 'how is coffee roasted',
        intent: 'informational',
        intentSource: 'auto',
        branded: false,
        active: true,
        tags: [],
      },
      n: 0,
      mentioning: [0],
      cells: { chatgpt: { n: 0, mentioning: [0] } },
    },
  ],
};

function show(editable: boolean) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <PromptIntentTable projectDocumentId="project" table={table} loading={false} editable={editable} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('prompt intents', () => {
  beforeAll(async () => {
    registerAnalyticsStrings(i18n);
    await i18n.changeLanguage('en');
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => cleanup());

  it('lets an editor pick each prompt’s intent and marks the ones set by hand', () => {
    show(true);
    const selects = screen.getAllByTestId('prompt-intent-select') as HTMLInputElement[];
    expect(selects.map((s) => s.value)).toEqual(['Commercial', 'Informational']);
    expect(screen.getAllByTestId('intent-manual')).toHaveLength(1);
    expect(screen.getByText(/never reclassified/)).toBeTruthy();
  });

  it('shows a viewer the intents without a control, and says why', () => {
    show(false);
    expect(screen.queryAllByTestId('prompt-intent-select')).toHaveLength(0);
    expect(screen.getByText('Commercial')).toBeTruthy();
    expect(screen.getByText('Correcting intents needs the editor role or more.')).toBeTruthy();
  });

  it('gives the correction to editors, admins and owners, not viewers', () => {
    expect(['viewer', 'editor', 'admin', 'owner'].map((role) => canEditIntents(role as 'viewer'))).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(canEditIntents(undefined)).toBe(false);
  });
});
