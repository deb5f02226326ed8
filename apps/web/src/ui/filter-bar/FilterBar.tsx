import { Button, Group, MultiSelect, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { EngineId } from '@sightline/contracts/constants';
import { intents as allIntents } from '@sightline/contracts/constants';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dates.ts';
import type { FilterKey, Intent } from '../../lib/filter-search.ts';
import { engineName } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { effectiveRange } from '../data-screen/effective-range.ts';
import { registerFilterStrings } from './filter-strings.ts';
import { useFilters } from './use-filters.ts';

registerFilterStrings(i18n);

/** The filters a screen can show; `range` covers both `from` and `to`. */
export type FilterControl = 'range' | Exclude<FilterKey, 'from' | 'to'>;

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterBarProps {
  /** The controls to show, in this order. */
  filters: FilterControl[];
  /** Engines to choose from (e.g. the project's engines); engines already in the URL are added. */
  engines?: readonly EngineId[];
  /** Tags to choose from. */
  tags?: readonly FilterOption[];
  /** Intents to choose from (all known intents by default). */
  intents?: readonly Intent[];
  /** Prompts to choose from (value: the prompt's document id). */
  prompts?: readonly FilterOption[];
}

const presetDays = [7, 30, 90] as const;
const presetLabels = { 7: 'filters.last7', 30: 'filters.last30', 90: 'filters.last90' } as const;

/**
 * The filter bar of a data screen: date range (with 7/30/90-day presets), engines, tags, intents, branded or not,
 * and prompt, each shown only when the screen asks for it. Its state is the URL's search parameters (see lib/filter-search.ts), so
 * every filtered view can be bookmarked, shared and reloaded.
 */
export function FilterBar({
  filters: controls,
  engines = [],
  tags = [],
  intents = allIntents,
  prompts = [],
}: FilterBarProps) {
  const { t } = useTranslation();
  const { filters, setFilters, clearFilters } = useFilters();
  const range = effectiveRange(filters);
  const today = dayjs().tz();
  const engineChoices = [...new Set([...engines, ...(filters.engines ?? [])])];
  const hasFilters = Object.keys(filters).length > 0;
  // Two controls a row on a phone, so the filters do not push the numbers below the first screen.
  const width = { base: 'calc(50% - 6px)', xs: 240 };
  const control = (kind: FilterControl) => {
    switch (kind) {
      case 'range':
        return (
          <DatePickerInput
            key={kind}
            type="range"
            label={t('filters.range')}
            leftSection={<IconCalendar size={16} />}
            value={[range.from, range.to]}
            maxDate={today.format('YYYY-MM-DD')}
            valueFormat="YYYY-MM-DD"
            allowSingleDateInRange
            presets={presetDays.map((days) => ({
              value: [today.subtract(days - 1, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')] as [
                string,
                string,
              ],
              label: t(presetLabels[days]),
            }))}
            w={{ base: '100%', xs: 240 }}
            size="sm"
            data-testid="filter-range"
            onChange={([from, to]) => {
              if (!from || !to) return;
              setFilters({ from: dayjs(from).format('YYYY-MM-DD'), to: dayjs(to).format('YYYY-MM-DD') });
            }}
          />
        );
      case 'engines':
        return (
          <MultiSelect
            key={kind}
            label={t('filters.engines')}
            placeholder={filters.engines ? undefined : t('filters.allEngines')}
            data={engineChoices.map((id) => ({ value: id, label: engineName(t, id) }))}
            value={filters.engines ?? []}
            onChange={(value) => setFilters({ engines: value as EngineId[] })}
            clearable
            w={width}
            size="sm"
            data-testid="filter-engines"
          />
        );
      case 'tags':
        return (
          <MultiSelect
            key={kind}
            label={t('filters.tags')}
            placeholder={filters.tags ? undefined : t('filters.allTags')}
            data={withSelected(tags, filters.tags)}
            value={filters.tags ?? []}
            onChange={(value) => setFilters({ tags: value })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
            w={width}
            size="sm"
            data-testid="filter-tags"
          />
        );
      case 'intents':
        return (
          <MultiSelect
            key={kind}
            label={t('filters.intents')}
            placeholder={filters.intents ? undefined : t('filters.allIntents')}
            data={intents.map((id) => ({ value: id, label: t(`projects.intents.${id}`) }))}
            value={filters.intents ?? []}
            onChange={(value) => setFilters({ intents: value as Intent[] })}
            clearable
            w={width}
            size="sm"
            data-testid="filter-intents"
          />
        );
      case 'branded':
        return (
          <Select
            key={kind}
            label={t('filters.branded')}
            data={[
              { value: 'all', label: t('filters.allPromptKinds') },
              { value: 'true', label: t('filters.brandedOnly') },
              { value: 'false', label: t('filters.nonBrandedOnly') },
            ]}
            value={filters.branded === undefined ? 'all' : String(filters.branded)}
            onChange={(value) =>
              setFilters({ branded: value === 'true' ? true : value === 'false' ? false : undefined })
            }
            allowDeselect={false}
            w={{ base: 'calc(50% - 6px)', xs: 180 }}
            size="sm"
            data-testid="filter-branded"
          />
        );
      case 'prompt':
        return (
          <Select
            key={kind}
            label={t('filters.prompt')}
            placeholder={t('filters.allPrompts')}
            data={withSelected(prompts, filters.prompt ? [filters.prompt] : undefined)}
            value={filters.prompt ?? null}
            onChange={(value) => setFilters({ prompt: value ?? undefined })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothingFound')}
            w={{ base: 'calc(50% - 6px)', xs: 280 }}
            size="sm"
            data-testid="filter-prompt"
          />
        );
    }
  };
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="group"
      aria-label={t('filters.label')}
      data-testid="toolbar"
    >
      {controls.map(control)}
      {hasFilters && (
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          leftSection={<IconFilterOff size={16} />}
          onClick={clearFilters}
          data-testid="filter-clear"
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}

/** The options, plus any value in the URL that is not among them (so a shared link still shows what it filters). */
function withSelected(
  options: readonly FilterOption[],
  selected: readonly string[] | undefined,
): FilterOption[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...(selected ?? []).filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
}
