import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An honest empty state: what is missing and when it will be there. */
export function EmptyState({
  title,
  text,
  action,
  reason,
}: {
  title: string;
  text: string;
  action?: ReactNode;
  /** Why it is empty, as `data-reason` (a report's empty reason). */
  reason?: string;
}) {
  return (
    <Paper withBorder p="xl" radius="md" data-testid="empty-state" data-reason={reason}>
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          <IconDatabaseOff size={26} />
        </ThemeIcon>
        <Title order={3} fz="h4" ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={520}>
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
