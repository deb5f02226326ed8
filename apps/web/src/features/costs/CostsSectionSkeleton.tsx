import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The costs section's place while its code loads (it loads after the rest of the project page). */
export function CostsSectionSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy data-testid="project-costs-loading">
      <Stack gap="md">
        <Skeleton h={24} w={120} radius="sm" />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
          <Skeleton h={96} radius="md" />
        </SimpleGrid>
        <Skeleton h={360} radius="md" />
      </Stack>
    </Paper>
  );
}
