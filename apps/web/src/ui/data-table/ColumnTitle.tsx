import { ActionIcon, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/**
 * A column header: its label and, when the column has a definition, an info icon whose tooltip explains it on hover
 * or touch. A sortable header is itself the button (mantine-datatable), so the icon is not focusable (no control
 * inside a control); the definition is read with the header instead, as hidden text after its label. Clicking the
 * icon does not sort the column.
 */
export function ColumnTitle({ title, help }: { title: string; help?: string | undefined }) {
  if (!help) return <>{title}</>;
  return (
    <Group gap={4} wrap="nowrap" component="span" display="inline-flex">
      <span>{title}</span>
      <VisuallyHidden>{`: ${help}`}</VisuallyHidden>
      <Tooltip label={help} multiline w={280} withArrow events={{ hover: true, focus: false, touch: true }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="xs"
          component="span"
          tabIndex={-1}
          aria-hidden
          data-testid="column-help"
          onClick={(event) => event.stopPropagation()}
        >
          <IconInfoCircle size={14} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
