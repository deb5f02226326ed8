// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n.ts';
import { buildTheme } from '../../ui/theme.ts';
import { registerAccountStrings } from './account-strings.ts';
import { PasswordForm } from './PasswordForm.tsx';

registerAccountStrings(i18n);

/** The password form of `/profile/edit/general`, in the theme the app builds for the interface language. */
function showForm() {
  render(
    <MantineProvider theme={buildTheme(i18n.t('auth.showPassword'))}>
      <QueryClientProvider client={new QueryClient()}>
        <PasswordForm />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('password form', () => {
  afterEach(() => cleanup());

  // Moved from the browser tests (frame.spec.ts): password fields name their show/hide button in the interface language.
  it.each([
    ['ko', '비밀번호 보기'],
    ['en', 'Show password'],
  ] as const)('names the show/hide button of each of its three fields (%s)', async (locale, name) => {
    await i18n.changeLanguage(locale);
    showForm();
    expect(screen.getAllByRole('button', { name })).toHaveLength(3);
  });
});
