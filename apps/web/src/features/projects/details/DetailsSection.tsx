import { Badge, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the details screen, with an optional count; its test id is its anchor (`#project-prompts`). */
export function DetailsSection({
  title,
  count,
  children,
  testId,
  action,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  testId?: string;
  action?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" id={testId} style={{ scrollMarginTop: 72 }} data-testid={testId}>
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="h4">
            {title}
          </Title>
          {count !== undefined && (
            <Badge variant="light" color="gray">
              {count}
            </Badge>
          )}
        </Group>
        {action}
      </Group>
      {children}
    </Paper>
  );
}
