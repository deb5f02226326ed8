/**
 * One colour per brand everywhere (docs/features/web.md, Look and feel): the own brand in the primary colour,
 * competitors in a fixed palette by their order in the project, so a brand looks the same in every chart, legend,
 * table and chat highlight. Colours are Mantine theme colour names with a shade, usable as `color` props and in
 * charts.
 */
export const ownBrandColor = 'violet.6';

/** Competitor colours by the competitor's order in the project (0-based); wraps after the palette's end. */
export const competitorPalette = [
  'teal.6',
  'orange.6',
  'blue.6',
  'pink.6',
  'lime.7',
  'cyan.7',
  'red.6',
  'yellow.7',
  'indigo.5',
  'grape.5',
  'green.7',
  'gray.6',
] as const;

/** A brand's colour: `own` for the project's brand, else its position among the project's competitors. */
export function brandColor(own: boolean, competitorIndex: number): string {
  if (own) return ownBrandColor;
  const i =
    ((competitorIndex % competitorPalette.length) + competitorPalette.length) % competitorPalette.length;
  return competitorPalette[i] ?? 'gray.6';
}

/** Colours for an ordered list of brands (the own brand may be anywhere in it), keyed by brand key. */
export function brandColors(brands: ReadonlyArray<{ key: string; own: boolean }>): Record<string, string> {
  const colors: Record<string, string> = {};
  let competitor = 0;
  for (const b of brands) colors[b.key] = b.own ? ownBrandColor : brandColor(false, competitor++);
  return colors;
}

/** The CSS variable of a Mantine colour name with shade (`teal.6` → `var(--mantine-color-teal-6)`). */
export const cssColor = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** A brand colour for text on a light background: its darkened `-text` variant (ui/theme.ts), readable at WCAG AA. */
export const cssTextColor = (color: string) => `var(--mantine-color-${color.split('.')[0]}-text)`;
