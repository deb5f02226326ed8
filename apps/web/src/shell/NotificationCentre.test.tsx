// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import type { AlertFacts, NotificationListResponse } from '@sightline/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { NotificationCentre } from './NotificationCentre.tsx';

const fired: AlertFacts = {
  condition: 'below',
  subject: '루미엘',
  from: '2026-11-22',
  to: '2026-11-28',
  successes: 62,
  n: 148,
  rate: 62 / 148,
  previousSuccesses: 0,
  previousN: 0,
  previousRate: null,
  threshold: 0.5,
  pValue: null,
  completeness: { days: 7, daysComplete: 7, daysMissed: 0, runsPlanned: 160, runsEnded: 160 },
};

/** The demo's defect, corrected: the same window later read 53.9 % of 1,079 answers, and the alert was withdrawn. */
const now: AlertFacts = {
  ...fired,
  successes: 582,
  n: 1079,
  rate: 582 / 1079,
  completeness: { days: 7, daysComplete: 7, daysMissed: 1, runsPlanned: 960, runsEnded: 960 },
};

const list: NotificationListResponse = {
  data: [
    {
      documentId: 'notification1',
      kind: 'alert',
      createdAt: '2026-11-28T01:00:00.000Z',
      read: false,
      alert: {
        rule: '루미엘 주간 가시성 50% 미만',
        project: { documentId: 'project1', name: '루미엘 데모' },
        path: '/projects/tracking?from=2026-11-22&to=2026-11-28',
        facts: fired,
        withdrawn: { at: '2026-11-28T03:00:00.000Z', facts: now },
      },
    },
  ],
  meta: { unread: 1, nextBefore: null },
};

/** The bell in a router at `/`, its list answered by `list` (no server). */
async function showBell() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(list), { headers: { 'content-type': 'application/json' } }),
    ),
  );
  const root = createRootRoute({ component: () => <NotificationCentre /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
  });
}

describe('notification centre', () => {
  beforeAll(() => {
    // happy-dom has no layout: Mantine's ScrollArea measures itself through ResizeObserver.
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  // docs/features/watches-alerts.md: a withdrawn alert says so, with the numbers its window shows now.
  it.each([
    // One of the seven days had no collect at all (the server was down): the line says so.
    ['ko', '철회됨', '지금 루미엘: 53.9%', '7일 중 7일 수집 완료(그중 1일은 수집 없음), 답변 1,079개'],
    [
      'en',
      'Withdrawn',
      'Now 루미엘: 53.9%',
      '7 of 7 days collected (1 of them without a collect), 1,079 answers',
    ],
  ] as const)('shows a withdrawn alert with its new numbers (%s)', async (locale, badge, rate, evidence) => {
    await i18n.changeLanguage(locale);
    await showBell();
    const bell = await screen.findByTestId('notifications-open');
    await act(async () => {
      fireEvent.click(bell);
    });
    const line = await screen.findByTestId('notification');
    expect(line.getAttribute('data-read')).toBe('false');
    expect(within(line).getByTestId('notification-withdrawn').textContent).toBe(badge);
    expect(within(line).getByTestId('notification-withdrawn-now').textContent).toContain(rate);
    expect(line.textContent).toContain(evidence);
    // What the alert said then stays, struck through; its 148 answers are no longer the evidence shown.
    expect(line.textContent).toContain('41.9%');
    expect(line.textContent).not.toContain('148');
  });
});
