import { Box, Center, Group, Skeleton, Stack } from '@mantine/core';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Logo } from '../ui/brand/Logo.tsx';
import { EmptyLayout } from './EmptyLayout.tsx';
import classes from './ShellSkeleton.module.css';

/**
 * What shows while a page's code or data loads, in the place the page will take: a title bar, a row of cards and a
 * large block (the shape of most screens). Light on purpose: it is in the entry bundle.
 */
export function PageSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="page-skeleton">
      <Group justify="space-between" wrap="nowrap">
        <Skeleton h={28} w={220} radius="sm" />
        <Skeleton h={32} w={200} radius="sm" visibleFrom="sm" />
      </Group>
      <div className={classes.cards}>
        {[0, 1, 2, 3].map((key) => (
          <div key={key} className={classes.card}>
            <Skeleton h={12} w="55%" mb={12} />
            <Skeleton h={28} w="40%" mb={10} />
            <Skeleton h={10} w="75%" />
          </div>
        ))}
      </div>
      <div className={classes.card}>
        <Skeleton h={14} w={160} mb="md" />
        <Skeleton h={220} radius="sm" />
      </div>
    </Stack>
  );
}

/**
 * The signed-in frame's shape while its code or the session loads: the header (logo, grey pickers and account), the
 * navigation (grey entries, from the `sm` breakpoint as the real one) and the page area, with the same sizes as
 * AppFrame so that nothing moves when it arrives.
 */
export function AppFrameSkeleton({
  children = <PageSkeleton />,
  fullWidth = false,
}: {
  children?: ReactNode;
  fullWidth?: boolean;
}) {
  return (
    <Box mih="100dvh" data-testid="shell-skeleton" aria-busy="true">
      <Box
        component="header"
        h={56}
        px="md"
        pos="fixed"
        top={0}
        left={0}
        right={0}
        bg="var(--mantine-color-body)"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)', zIndex: 100 }}
      >
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Skeleton h={18} w={22} radius="sm" />
            <Logo size={26} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Skeleton h={30} w={200} radius="sm" visibleFrom="md" />
            <Skeleton h={30} w={180} radius="sm" visibleFrom="md" />
            <Skeleton h={30} w={30} circle />
          </Group>
        </Group>
      </Box>
      <Box
        component="nav"
        visibleFrom="sm"
        w={248}
        p="sm"
        pos="fixed"
        top={56}
        bottom={0}
        left={0}
        style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Stack gap="sm">
          <Skeleton h={36} radius="sm" />
          {[70, 55, 80, 60, 65, 50].map((width) => (
            <Skeleton key={width} h={14} w={`${width}%`} mx="xs" my={6} />
          ))}
        </Stack>
      </Box>
      <Box component="main" pt={56 + 16} pb="md" px="md" ml={{ base: 0, sm: 248 }}>
        <div style={fullWidth ? undefined : { maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </Box>
    </Box>
  );
}

/** The sign-in pages' shape while their code loads: the empty layout with a grey card. */
function EmptyLayoutSkeleton() {
  return (
    <EmptyLayout>
      <Center w="100%" maw={420} mt="xl">
        <Box className={classes.card} p="xl" w="100%" aria-busy="true" data-testid="page-skeleton">
          <Skeleton h={24} w="50%" mb="lg" />
          <Skeleton h={36} mb="md" />
          <Skeleton h={36} mb="lg" />
          <Skeleton h={36} />
        </Box>
      </Center>
    </EmptyLayout>
  );
}

/**
 * The root's pending screen (the session or a route's code still loading on the first load): the skeleton of the
 * layout the target route declares, never a white page.
 */
export function RootPending() {
  const layout = useMatches({
    select: (matches) =>
      matches.reduce<string | undefined>((found, m) => m.staticData?.layout ?? found, undefined),
  });
  if (layout === 'empty') return <EmptyLayoutSkeleton />;
  return <AppFrameSkeleton fullWidth={layout === 'full-width'} />;
}
