import type { ReportSearch, ReportSearchKey } from '@sightline/contracts';
import type { TFunction } from 'i18next';
import { addDays } from '../../lib/dates.ts';
import { engineName, shortDay } from '../../lib/format.ts';
import { effectiveRange } from '../data-screen/effective-range.ts';

/** The filters a screen can show; `range` covers both `from` and `to`. */
export type FilterControl = 'range' | Exclude<ReportSearchKey, 'from' | 'to'>;

export interface FilterOption {
  value: string;
  label: string;
}

/** Each control's width in the row (FilterBar.tsx draws their outlines at it while the controls load). */
export const controlWidths: Record<FilterControl, number> = {
  range: 240,
  engines: 240,
  tags: 240,
  intents: 240,
  branded: 180,
  prompt: 280,
};

export const presetDays = [7, 30, 90] as const;
export const presetLabels = { 7: 'filters.last7', 30: 'filters.last30', 90: 'filters.last90' } as const;

/** The preset the range is (the last 7, 30 or 90 days ending today; the screens' default is the last 7), if any. */
export function activePreset(filters: ReportSearch, today: string): (typeof presetDays)[number] | undefined {
  if (!filters.from && !filters.to) return 7;
  const { from, to } = effectiveRange(filters);
  if (to !== today) return undefined;
  return presetDays.find((days) => from === addDays(today, -(days - 1)));
}

/**
 * The range as few words as say it: a preset's name when it is one ("최근 30일", the default "최근 7일" too), else
 * its days ("11/1 – 11/14" this year, full days in another year; one day alone).
 */
export function rangeSummary(t: TFunction, filters: ReportSearch, today: string): string {
  const preset = activePreset(filters, today);
  if (preset) return t(presetLabels[preset]);
  const { from, to } = effectiveRange(filters);
  const thisYear = today.slice(0, 4);
  const short = from.startsWith(thisYear) && to.startsWith(thisYear);
  const day = (d: string) => (short ? shortDay(d) : d);
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}

/**
 * One line that says what the shown filters narrow the screen to, for the phone's summary button: the range always,
 * then each narrowing filter — a single value by its name, several by their number ("최근 30일 · ChatGPT · 태그 2",
 * "Last 30 days · ChatGPT · 2 tags"). `active`: how many of the shown filters narrow (the range when the URL sets it).
 */
export function filterSummary(
  t: TFunction,
  filters: ReportSearch,
  controls: readonly FilterControl[],
  options: { tags?: readonly FilterOption[]; prompts?: readonly FilterOption[]; today: string },
): { text: string; active: number } {
  const labelOf = (list: readonly FilterOption[] | undefined, value: string) =>
    list?.find((o) => o.value === value)?.label ?? value;
  const parts: string[] = [];
  let active = 0;
  for (const kind of controls) {
    const part = (() => {
      switch (kind) {
        case 'range':
          if (filters.from || filters.to) active++;
          return rangeSummary(t, filters, options.today);
        case 'engines': {
          const engines = filters.engines ?? [];
          if (engines.length === 0) return undefined;
          active++;
          return engines.length === 1
            ? engineName(t, engines[0]!)
            : t('filters.engineCount', { count: engines.length });
        }
        case 'tags': {
          const tags = filters.tags ?? [];
          if (tags.length === 0) return undefined;
          active++;
          return tags.length === 1
            ? labelOf(options.tags, tags[0]!)
            : t('filters.tagCount', { count: tags.length });
        }
        case 'intents': {
          const intents = filters.intents ?? [];
          if (intents.length === 0) return undefined;
          active++;
          return intents.length === 1
            ? t(`projects.intents.${intents[0]!}`)
            : t('filters.intentCount', { count: intents.length });
        }
        case 'branded':
          if (filters.branded === undefined) return undefined;
          active++;
          return t(filters.branded ? 'filters.brandedOnly' : 'filters.nonBrandedOnly');
        case 'prompt':
          if (!filters.prompt) return undefined;
          active++;
          return `“${labelOf(options.prompts, filters.prompt)}”`;
      }
    })();
    if (part) parts.push(part);
  }
  return { text: parts.length > 0 ? parts.join(' · ') : t('filters.label'), active };
}
