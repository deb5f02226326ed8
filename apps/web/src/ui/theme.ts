import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  PasswordInput,
  parseThemeColor,
  rgba,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Light and outline variants (badges, light buttons) with text dark enough for WCAG AA: Mantine's own read 3.3–4.3:1
 * on their tints (the orange "simulated" badge 3.6, the teal "active" badge 4.3, a gray outline badge 3.3). Their
 * text is the colour's darkest shade, darkened further; their backgrounds and borders stay. Filled variants pick
 * black or white text by their background (`autoContrast`): white on teal.6 read 2.5:1.
 */
/** Text in a colour that reads at WCAG AA on white and on the colour's tints: its darkest shade, darkened. */
const readableText = (shades: readonly string[]) => darken(shades[9] ?? shades[shades.length - 1]!, 0.3);

const readableVariants: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'outline') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  const shades = parsed.isThemeColor ? input.theme.colors[parsed.color] : undefined;
  if (!shades) return colors;
  const text = readableText(shades);
  // A light variant of one shade ('teal.6', a brand's colour) is Mantine's solid shade: a tint of it instead.
  if (input.variant === 'light' && parsed.shade !== undefined)
    return {
      ...colors,
      background: rgba(shades[parsed.shade], 0.14),
      hover: rgba(shades[parsed.shade], 0.2),
      color: text,
    };
  return { ...colors, color: text };
};

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
    variantColorResolver: readableVariants,
    autoContrast: true,
    components: {
      PasswordInput: PasswordInput.extend({
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': showPasswordLabel } },
      }),
    },
  });

/**
 * Dimmed text (hints, n, labels) dark enough for WCAG AA on every light surface it sits on: Mantine's gray.6 reads
 * 3.3:1 on white; #5c636a reads 6.2:1 on white and 5.1:1 on the light blue of an unread notification. Coloured
 * text likewise.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Placeholders (inputs, a file input's "choose an image") at 4.6:1 instead of Mantine's gray.5 (2.1:1).
    '--mantine-color-placeholder': '#6c737a',
    // Coloured text (`c="red"`, `c="orange"`): the colour's darkest shade, darkened (Mantine's shade 6 read 2.6–3.3:1).
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-text`,
        readableText(shades),
      ]),
    ),
  },
  dark: {},
});
