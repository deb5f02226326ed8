// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../lib/api/types.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerAccountStrings } from './account-strings.ts';
import { ProfileForm } from './ProfileForm.tsx';

registerAccountStrings(i18n);

const user: User = {
  id: 7,
  documentId: 'user7',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  username: 'avatar-tester',
  email: 'avatar-tester@example.com',
  provider: 'local',
  confirmed: true,
  blocked: false,
  isDeveloper: false,
  locale: 'ko',
  timezone: 'Asia/Seoul',
  reportDetail: 'full',
  lastSelectedOrganizationId: 1,
  lastSelectedMemberId: 1,
  lastSelectedWorkspaceId: 1,
  lastSelectedProjectId: null,
  passwordChangedAt: null,
  avatar: null,
};

describe('profile form', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('ko');
  });
  afterEach(() => cleanup());

  // Moved from the browser tests (account.spec.ts): an avatar that is not an image is refused before anything is sent.
  it('refuses an avatar that is not an image', async () => {
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ProfileForm user={user} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    const form = screen.getByTestId('profile-form');
    const input = form.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    await act(async () => {
      fireEvent.change(input!, {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
    });
    expect(within(form).getByText('PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.')).toBeTruthy();
  });
});
