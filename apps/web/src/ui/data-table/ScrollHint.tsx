import { Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n/i18n.ts';
import { registerTableStrings } from './table-strings.ts';
import type { HorizontalOverflow } from './use-horizontal-overflow.ts';

registerTableStrings(i18n);

/**
 * "Scroll sideways for more →" above a table that is wider than the screen, until it is scrolled to its end; the
 * first column stays in view and a shadow marks the scrolling edge (narrow screens, issue 11).
 */
export function ScrollHint({ overflow }: { overflow: HorizontalOverflow }) {
  const { t } = useTranslation();
  if (!overflow.overflowing) return null;
  return (
    <Group
      gap={4}
      justify="flex-end"
      wrap="nowrap"
      px="md"
      py={4}
      data-testid="table-scroll-hint"
      data-at-end={overflow.atEnd}
      style={{ visibility: overflow.atEnd ? 'hidden' : 'visible' }}
    >
      <Text size="xs" c="dimmed">
        {t('table.scrollHint')}
      </Text>
      <IconArrowRight size={14} color="var(--mantine-color-dimmed)" aria-hidden="true" />
    </Group>
  );
}
