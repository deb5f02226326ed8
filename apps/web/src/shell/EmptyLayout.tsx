import { Box, Center, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';

/** The 'empty' layout: no navigation, the page centred, the language switch in a corner. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0" pos="relative">
      <Group justify="flex-end" p="md">
        <LocaleSwitcher />
      </Group>
      <Center px="md" pb="xl">
        {children}
      </Center>
    </Box>
  );
}
