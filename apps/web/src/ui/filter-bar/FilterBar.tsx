import {
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { Intent } from '@sightline/contracts';
import type { EngineId } from '@sightline/contracts/constants';
import { intents as allIntents } from '@sightline/contracts/constants';
import { IconAdjustmentsHorizontal, IconChevronUp, IconFilterOff } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dates.ts';
import { engineName } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { effectiveRange } from '../data-screen/effective-range.ts';
import classes from './FilterBar.module.css';
import { registerFilterStrings } from './filter-strings.ts';
import {
  activePreset,
  type FilterControl,
  type FilterOption,
  filterSummary,
  presetDays,
  presetLabels,
} from './filter-summary.ts';
import { RangeInput } from './RangeInput.tsx';
import { useFilters } from './use-filters.ts';

registerFilterStrings(i18n);

export type { FilterControl, FilterOption };

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

/**
 * The filter bar of a data screen: date range (with 7/30/90-day presets), engines, tags, intents, branded or not,
 * and prompt, each shown only when the screen asks for it. Its state is the URL's search parameters (see lib/filter-search.ts), so
 * every filtered view can be bookmarked, shared and reloaded. From Mantine's `sm` breakpoint up the controls stand in a
 * row; below it (a phone) they fold into one summary line that opens them in a bottom sheet.
 */
export function FilterBar(props: FilterBarProps) {
  const theme = useMantineTheme();
  // Read on the first render (not in an effect), so that a phone never renders the desktop controls first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  return wide ? <FilterRow {...props} /> : <FilterSheet {...props} />;
}

/** From `sm` up: the controls in a row (wrapping), and "clear filters" once any is set. */
function FilterRow(props: FilterBarProps) {
  const { t } = useTranslation();
  const { filters, clearFilters } = useFilters();
  const hasFilters = Object.keys(filters).length > 0;
  return (
    <Group
      gap="sm"
      align="flex-end"
      wrap="wrap"
      role="group"
      aria-label={t('filters.label')}
      data-testid="toolbar"
    >
      <FilterControls {...props} sheet={false} />
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

/**
 * Below `sm` (a phone): one line that sums the filters up ("최근 30일 · ChatGPT · 태그 2", and how many narrow the
 * screen), which opens the same controls in a bottom sheet. A change applies at once, as in the row (the URL follows);
 * the sheet adds "reset" and "close". The controls exist only while the sheet is open. The sheet traps focus, closes
 * on Escape, and gives focus back to the summary line.
 */
function FilterSheet(props: FilterBarProps) {
  const { t } = useTranslation();
  const { filters, clearFilters } = useFilters();
  const [opened, sheet] = useDisclosure(false);
  const summaryRef = useRef<HTMLButtonElement>(null);
  const summary = filterSummary(t, filters, props.filters, {
    tags: props.tags,
    prompts: props.prompts,
    today: dayjs().tz().format('YYYY-MM-DD'),
  });
  const hasFilters = Object.keys(filters).length > 0;
  return (
    <>
      <UnstyledButton
        ref={summaryRef}
        className={classes.summary}
        onClick={sheet.open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={
          summary.active > 0
            ? t('filters.summaryActive', { summary: summary.text, count: summary.active })
            : t('filters.summary', { summary: summary.text })
        }
        data-testid="filter-summary"
      >
        <IconAdjustmentsHorizontal size={18} className={classes.summaryIcon} aria-hidden />
        <Text
          span
          size="sm"
          fw={500}
          truncate="end"
          className={classes.summaryText}
          data-testid="filter-summary-text"
        >
          {summary.text}
        </Text>
        {summary.active > 0 && (
          <Badge size="md" circle variant="filled" aria-hidden data-testid="filter-summary-count">
            {summary.active}
          </Badge>
        )}
        <IconChevronUp size={16} className={classes.summaryIcon} aria-hidden />
      </UnstyledButton>
      <Drawer
        opened={opened}
        onClose={sheet.close}
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
          <Button onClick={sheet.close} data-testid="filter-sheet-close">
            {t('filters.close')}
          </Button>
        </Group>
      </Drawer>
    </>
  );
}

/** The controls the screen asks for, in its order: narrow in a row, full-width in the sheet. */
function FilterControls({
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
  const today = dayjs().tz();
  const engineChoices = [...new Set([...engines, ...(filters.engines ?? [])])];
  const control = (kind: FilterControl) => {
    switch (kind) {
      case 'range': {
        const presetRange = (days: (typeof presetDays)[number]) =>
          [today.subtract(days - 1, 'day').format('YYYY-MM-DD'), today.format('YYYY-MM-DD')] as [
            string,
            string,
          ];
        const input = (
          <RangeInput
            key={kind}
            label={t('filters.range')}
            from={range.from}
            to={range.to}
            maxDate={today.format('YYYY-MM-DD')}
            presets={
              // In the sheet the presets are buttons under the field: beside the calendar they would not fit a phone.
              sheet
                ? undefined
                : presetDays.map((days) => ({ value: presetRange(days), label: t(presetLabels[days]) }))
            }
            width={sheet ? '100%' : 240}
            onChange={(from, to) => setFilters({ from, to })}
          />
        );
        if (!sheet) return input;
        const preset = activePreset(filters, today.format('YYYY-MM-DD'));
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
            w={sheet ? '100%' : 240}
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
            w={sheet ? '100%' : 240}
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
            w={sheet ? '100%' : 240}
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
            w={sheet ? '100%' : 180}
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
            w={sheet ? '100%' : 280}
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
