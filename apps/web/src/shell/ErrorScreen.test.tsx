// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { ErrorScreen } from './ErrorScreen.tsx';

function show(status: number, detail?: string) {
  const onBack = vi.fn();
  render(
    <MantineProvider>
      <ErrorScreen status={status} onBack={onBack} {...(detail ? { detail } : {})} />
    </MantineProvider>,
  );
  return onBack;
}

describe('error screen', () => {
  afterEach(() => cleanup());

  it.each([
    [401, 'Not authorized', 'You are not authorized to access this page.'],
    [
      404,
      'Page not found',
      "We couldn't find the page you were looking for, please contact a system administrator or try again later.",
    ],
    [
      500,
      'Oops... Something went wrong',
      'An error has occured. If the problem persists, please contact a system administrator or try again later.',
    ],
    [
      503,
      'Oops... Something went wrong',
      'An error has occured. If the problem persists, please contact a system administrator or try again later.',
    ],
  ])(
    'shows the spec texts for %i in English, with the code in the background',
    async (status, title, text) => {
      await i18n.changeLanguage('en');
      const onBack = show(status);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByText(String(status))).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Take me Back' }));
      expect(onBack).toHaveBeenCalledOnce();
    },
  );

  it('speaks Korean by default and shows the detail', async () => {
    await i18n.changeLanguage('ko');
    show(404, 'Page Not Found: /projects/x');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('페이지를 찾을 수 없습니다');
    expect(screen.getByText('Page Not Found: /projects/x')).toBeTruthy();
    expect(screen.getByRole('button', { name: '처음으로 돌아가기' })).toBeTruthy();
  });

  it('keeps the spec texts and adds why and where to go when given (the 401 of developer pages)', async () => {
    await i18n.changeLanguage('en');
    render(
      <MantineProvider>
        <ErrorScreen
          status={401}
          onBack={() => {}}
          explanation={i18n.t('errors.developersOnly')}
          actions={<a href="/projects/p1">{i18n.t('errors.openProjectPrompts', { project: 'Coffee' })}</a>}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Not authorized');
    expect(screen.getByText('You are not authorized to access this page.')).toBeTruthy();
    expect(screen.getByTestId('error-explanation').textContent).toMatch(
      /^This list of every project's prompts is for developers\./,
    );
    expect(screen.getByRole('link', { name: 'Open the prompts of Coffee' }).getAttribute('href')).toBe(
      '/projects/p1',
    );
    expect(screen.getByRole('button', { name: 'Take me Back' })).toBeTruthy();
  });

  it('shows no explanation line when there is none', async () => {
    await i18n.changeLanguage('en');
    show(401);
    expect(screen.queryByTestId('error-explanation')).toBeNull();
  });
});
