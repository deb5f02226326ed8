/**
 * The colour scale of heat tables (prompt × engine, engine × brand): a value's place on a fixed domain, drawn as the
 * primary colour mixed into the background. Domains are fixed (0–100 %, ranks 1…k, sentiment 0–100), never the
 * table's own minimum and maximum, so that the same colour means the same number in every table and filter.
 */
export type HeatScale =
  /** Higher is darker; `reverse`: lower is darker (a rank, where 1 is best). */
  | { kind: 'sequential'; min: number; max: number; reverse?: boolean }
  /** Below `mid` in red, above in teal, `mid` blank (sentiment, 50 = neutral). */
  | { kind: 'diverging'; min: number; mid: number; max: number };

export interface HeatColor {
  /** How strong the colour is, 0 (blank) to 1 (full); null without a value. */
  level: number | null;
  /** Which side of a diverging scale (sequential scales are always `high`). */
  side: 'low' | 'high';
  background: string;
  /** The text colour that reads on that background. */
  color: string;
}

/**
 * The strongest mix of the colour into the background. The text is always the body's dark text: white on the mixes
 * read 2.3–4.7:1 (violet, teal and red at 50–85 %), dark text reads at least 5.5:1 up to 75 % (WCAG AA, checked by
 * axe on every screen).
 */
const maxMix = 75;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function mixed(colorVar: string, level: number): Pick<HeatColor, 'background' | 'color'> {
  const mix = Math.round(level * maxMix);
  return {
    // The share of the colour as a CSS percentage (layout, not a number people read).
    background: `color-mix(in srgb, var(${colorVar}) calc(${mix} * 1%), var(--mantine-color-body))`,
    color: 'var(--mantine-color-text)',
  };
}

/** The colour of one value on a scale; a missing value (n = 0) is grey, never the colour of zero. */
export function heatColor(value: number | null | undefined, scale: HeatScale): HeatColor {
  if (value === null || value === undefined || Number.isNaN(value)) {
    return {
      level: null,
      side: 'high',
      background: 'var(--mantine-color-gray-1)',
      color: 'var(--mantine-color-dimmed)',
    };
  }
  if (scale.kind === 'sequential') {
    const span = scale.max - scale.min;
    const position = span > 0 ? clamp((value - scale.min) / span) : 0;
    const level = scale.reverse ? 1 - position : position;
    return { level, side: 'high', ...mixed('--mantine-color-violet-7', level) };
  }
  const high = value >= scale.mid;
  const span = high ? scale.max - scale.mid : scale.mid - scale.min;
  const level = span > 0 ? clamp(Math.abs(value - scale.mid) / span) : 0;
  return {
    level,
    side: high ? 'high' : 'low',
    ...mixed(high ? '--mantine-color-teal-7' : '--mantine-color-red-7', level),
  };
}
