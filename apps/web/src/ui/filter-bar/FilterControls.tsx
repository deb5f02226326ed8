import { Button, Drawer, Group, MultiSelect, Select, Stack } from '@mantine/core';
import type { Intent } from '@sightline/contracts';
import type { EngineId } from '@sightline/contracts/constants';
import { intents as allIntents } from '@sightline/contracts/constants';
import { IconFilterOff } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayIn } from '../../lib/dates.ts';
import { engineName } from '../../lib/format.ts';
import { effectiveRange } from '../data-screen/effective-range.ts';
import classes from './FilterBar.module.css';
import type { FilterBarProps } from './FilterBar.tsx';
import {
  activePreset,
  controlWidths,
  type FilterControl,
  type FilterOption,
  presetDays,
  presetLabels,
} from './filter-summary.ts';
import { RangeInput } from './RangeInput.tsx';
import { useFilters } from './use-filters.ts';

// The filter bar's controls (Mantine's selects and the sheet) in a chunk of their own: FilterBar.tsx shows their
// labelled outlines until it arrives, so that a screen's first load does not wait for them (issue 39).

/** The phone's bottom sheet: the controls, "reset" and "close"; mounted once the summary line is first pressed. */
export function FilterSheetDrawer({
  opened,
  onClose,
  summaryRef,
  ...props
}: FilterBarProps & {
  opened: boolean;
  onClose: () => void;
  summaryRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  const { filters, clearFilters } = useFilters();
  const hasFilters = Object.keys(filters).length > 0;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine gives focus back to what had it at opening; a tap does not focus a button in Safari, so when
      // nothing has it once the sheet is gone, the summary line takes it.
      onExitTransitionEnd={() => {
        if (document.activeElement === null || document.activeElement === document.body)
          summaryRef.current?.focus({ preventScroll: true });
      }}
      position="bottom"
      radius="lg"
      title={t('filters.label')}
      closeButtonProps={{ 'aria-label': t('filters.closeSheet') }}
      classNames={{ content: classes.sheet, title: classes.sheetTitle }}
      data-testid="filter-sheet"
    >
      <Stack gap="sm" role="group" aria-label={t('filters.label')} data-testid="toolbar">
        <FilterControls {...props} sheet />
      </Stack>
      <Group grow gap="sm" className={classes.sheetFooter}>
        <Button
          variant="default"
          leftSection={<IconFilterOff size={16} />}
          onClick={clearFilters}
          disabled={!hasFilters}
          data-testid="filter-clear"
        >
          {t('filters.reset')}
        </Button>
        <Button onClick={onClose} data-testid="filter-sheet-close">
          {t('filters.close')}
        </Button>
      </Group>
    </Drawer>
  );
}

/** The controls the screen asks for, in its order: narrow in a row, full-width in the sheet. */
export function FilterControls({
  filters: controls,
  engines = [],
  tags = [],
  intents = allIntents,
  prompts = [],
  sheet,
}: FilterBarProps & { sheet: boolean }) {
  const { t } = useTranslation();
  const { filters, setFilters } = useFilters();
  const range = effectiveRange(filters);
  const today = todayIn();
  const engineChoices = [...new Set([...engines, ...(filters.engines ?? [])])];
  const control = (kind: FilterControl) => {
    switch (kind) {
      case 'range': {
        const presetRange = (days: (typeof presetDays)[number]) =>
          [addDays(today, -(days - 1)), today] as [string, string];
        const input = (
          <RangeInput
            key={kind}
            label={t('filters.range')}
            from={range.from}
            to={range.to}
            maxDate={today}
            presets={
              // In the sheet the presets are buttons under the field: beside the calendar they would not fit a phone.
              sheet
                ? undefined
                : presetDays.map((days) => ({ value: presetRange(days), label: t(presetLabels[days]) }))
            }
            width={sheet ? '100%' : controlWidths.range}
            onChange={(from, to) => setFilters({ from, to })}
          />
        );
        if (!sheet) return input;
        const preset = activePreset(filters, today);
        return (
          <Stack key={kind} gap={6}>
            {input}
            <Group gap="xs" grow>
              {presetDays.map((days) => (
                <Button
                  key={days}
                  size="xs"
                  variant={preset === days ? 'light' : 'default'}
                  aria-pressed={preset === days}
                  onClick={() => {
                    const [from, to] = presetRange(days);
                    setFilters({ from, to });
                  }}
                  data-testid={`filter-preset-${days}`}
                >
                  {t(presetLabels[days])}
                </Button>
              ))}
            </Group>
          </Stack>
        );
      }
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
            w={sheet ? '100%' : controlWidths.engines}
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
            w={sheet ? '100%' : controlWidths.tags}
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
            w={sheet ? '100%' : controlWidths.intents}
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
            w={sheet ? '100%' : controlWidths.branded}
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
            w={sheet ? '100%' : controlWidths.prompt}
            size="sm"
            data-testid="filter-prompt"
          />
        );
    }
  };
  return <>{controls.map(control)}</>;
}

/** The options, plus any value in the URL that is not among them (so a shared link still shows what it filters). */
function withSelected(
  options: readonly FilterOption[],
  selected: readonly string[] | undefined,
): FilterOption[] {
  const known = new Set(options.map((o) => o.value));
  return [...options, ...(selected ?? []).filter((v) => !known.has(v)).map((v) => ({ value: v, label: v }))];
}
