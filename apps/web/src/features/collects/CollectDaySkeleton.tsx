import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The day's summary and one collect with its grid, as grey blocks in their final places. */
export function CollectDaySkeleton() {
  return (
    <Stack gap="md" data-testid="collect-day-loading">
      <Card withBorder padding="md">
        <Skeleton h={16} w={120} mb="sm" />
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Stack key={i} gap={4}>
              <Skeleton h={10} w="60%" />
              <Skeleton h={22} w="40%" />
            </Stack>
          ))}
        </SimpleGrid>
      </Card>
      <Card withBorder padding="md">
        <Skeleton h={18} w={240} mb="xs" />
        <Skeleton h={12} w={320} mb="md" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} mb={6} />
        ))}
      </Card>
    </Stack>
  );
}
