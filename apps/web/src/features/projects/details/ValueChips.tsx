import { Badge, Group, Text } from '@mantine/core';

/** A list of short values as badges, or a dimmed text when there are none. */
export function ValueChips({ values, empty }: { values: string[]; empty: string }) {
  if (values.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {values.map((value) => (
        <Badge key={value} variant="default" tt="none" fw={500}>
          {value}
        </Badge>
      ))}
    </Group>
  );
}
