import { Grid, Group, Paper, Skeleton, Stack } from '@mantine/core';

/** The chat view's layout while the chat loads (no jump when it arrives). */
export function ChatSkeleton() {
  return (
    <div data-testid="chat-loading" aria-busy="true">
      <Stack gap="sm" mb="md">
        <Skeleton h={12} w={180} />
        <Skeleton h={28} w="70%" />
        <Group gap="xl">
          {[120, 160, 200, 90, 70].map((w) => (
            <Stack gap={4} key={w}>
              <Skeleton h={10} w={50} />
              <Skeleton h={16} w={w} />
            </Stack>
          ))}
        </Group>
      </Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Skeleton h={18} w={80} mb="md" />
              {['100%', '96%', '88%', '99%', '70%', '92%', '60%'].map((w) => (
                <Skeleton key={w} h={12} w={w} mb={10} />
              ))}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Skeleton h={18} w={80} mb="md" />
              <Skeleton h={96} />
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Skeleton h={18} w={80} mb="md" />
              {[1, 2, 3, 4].map((i) => (
                <Skeleton key={i} h={48} mb="xs" />
              ))}
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Skeleton h={64} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </div>
  );
}
