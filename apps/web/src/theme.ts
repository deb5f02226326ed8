import { createTheme } from '@mantine/core';

/** Sightline's Mantine theme: violet primary, cool grays, fonts that render Hangul well on every platform. */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 6, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Pretendard, "Apple SD Gothic Neo", "Noto Sans KR", "Malgun Gothic", NanumGothic, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '700' },
});
