import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A column header: its label and, when the column has a definition, an info icon whose tooltip explains it
 * (hover or keyboard focus). Clicking the icon does not sort the column.
 */
export function ColumnTitle({ title, help }: { title: string; help?: string | undefined }) {
  const { t } = useTranslation();
  if (!help) return <>{title}</>;
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <span>{title}</span>
      <Tooltip label={help} multiline w={280} withArrow events={{ hover: true, focus: true, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          aria-label={t('table.columnHelp', { column: title })}
          data-testid="column-help"
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => event.stopPropagation()}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
