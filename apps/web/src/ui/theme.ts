import { createTheme, PasswordInput } from '@mantine/core';

/**
 * Sightline's Mantine theme: violet primary, cool grays, fonts that render Hangul well on every platform, and the
 * interface language's label on every password field's show/hide button.
 */
export const buildTheme = (showPasswordLabel: string) =>
  createTheme({
    primaryColor: 'violet',
    primaryShade: { light: 6, dark: 5 },
    defaultRadius: 'md',
    fontFamily:
      'Pretendard, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", NanumGothic, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
    headings: { fontWeight: '700' },
    components: {
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPasswordLabel } },
      }),
    },
  });
