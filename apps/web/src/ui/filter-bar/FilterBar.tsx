import { Badge, Button, Group, InputBase, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { Intent } from '@sightline/contracts';
import type { EngineId } from '@sightline/contracts/constants';
import { IconAdjustmentsHorizontal, IconChevronUp, IconFilterOff } from '@tabler/icons-react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIn } from '../../lib/dates.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { lazyWhenOpened } from '../lazy-when-opened.tsx';
import classes from './FilterBar.module.css';
import { registerFilterStrings } from './filter-strings.ts';
import { controlWidths, type FilterControl, type FilterOption, filterSummary } from './filter-summary.ts';
import { useFilters } from './use-filters.ts';

registerFilterStrings(i18n);

/** Loads the controls' chunk (FilterControls.tsx: Mantine's selects, the range field and the phone's sheet). */
export const loadFilterControls = () => import('./FilterControls.tsx');
const FilterControls = lazy(() =>
  loadFilterControls().then((module) => ({ default: module.FilterControls })),
);
// The phone's sheet: fetched on idle, mounted on the first press (ui/lazy-when-opened.tsx).
const FilterSheetDrawer = lazyWhenOpened(() =>
  loadFilterControls().then((module) => module.FilterSheetDrawer),
);

/** Label keys of the controls, for their outlines. */
const controlLabels = {
  range: 'filters.range',
  engines: 'filters.engines',
  tags: 'filters.tags',
  intents: 'filters.intents',
  branded: 'filters.branded',
  prompt: 'filters.prompt',
} as const satisfies Record<FilterControl, string>;

/** The controls' outlines while their chunk loads: the same labels and widths, so nothing moves when they arrive. */
function ControlOutlines({ filters }: { filters: FilterControl[] }) {
  const { t } = useTranslation();
  return (
    <>
      {filters.map((kind) => (
        <InputBase
          key={kind}
          component="div"
          label={t(controlLabels[kind])}
          w={controlWidths[kind]}
          size="sm"
          aria-busy
          data-testid={`filter-${kind}-loading`}
        />
      ))}
    </>
  );
}

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
      <Suspense fallback={<ControlOutlines filters={props.filters} />}>
        <FilterControls {...props} sheet={false} />
      </Suspense>
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
  const { filters } = useFilters();
  const [opened, sheet] = useDisclosure(false);
  const summaryRef = useRef<HTMLButtonElement>(null);
  const summary = filterSummary(t, filters, props.filters, {
    tags: props.tags,
    prompts: props.prompts,
    today: todayIn(),
  });
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
      <FilterSheetDrawer {...props} opened={opened} onClose={sheet.close} summaryRef={summaryRef} />
    </>
  );
}
