import { AppShell, Badge, Box, Burger, Group, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../ui/brand/Logo.tsx';
import { CollectProgressBadge } from './CollectProgressBadge.tsx';
import {
  AccountMenu,
  NotificationCentre,
  OrganizationSwitcher,
  ProjectSwitcher,
  WorkspacePicker,
} from './lazy-frame-controls.ts';
import { NavigationMenu } from './NavigationMenu.tsx';
import { ReanalysisBadge } from './ReanalysisBadge.tsx';
import { ReportDetailSwitch } from './ReportDetailSwitch.tsx';

/**
 * The default and full-width layouts: header (toggle, logo, organization and workspace, the detailed/simple view,
 * account), a
 * collapsible navigation (project switcher, sections, footer) and the page.
 */
export function AppFrame({ children, fullWidth }: { children: ReactNode; fullWidth: boolean }) {
  const { t } = useTranslation();
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  // One place for the organization and workspace pickers (their test ids are unique): the header from md (62em) up.
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('frame.toggleNavigation')}
            />
            <Burger
              opened={desktopOpen}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t('frame.toggleNavigation')}
              data-testid="navigation-toggle"
            />
            <Logo size={26} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {wide && (
              <Group gap="xs" wrap="nowrap">
                <OrganizationSwitcher />
                <WorkspacePicker />
              </Group>
            )}
            <Box visibleFrom="sm">
              <ReportDetailSwitch />
            </Box>
            <CollectProgressBadge />
            <ReanalysisBadge />
            <NotificationCentre />
            <AccountMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" data-testid="navigation">
        <Stack gap="sm" h="100%">
          {/* Below md the header has no room for them: the organization and workspace open from the navigation. */}
          {!wide && (
            <Stack gap="xs" data-testid="navigation-tenancy">
              <OrganizationSwitcher />
              <WorkspacePicker />
            </Stack>
          )}
          <ProjectSwitcher />
          <NavigationMenu onNavigate={mobile.close} />
          <Group justify="space-between" px="xs">
            <Text size="xs" c="dimmed">
              Sightline
            </Text>
            <Badge size="xs" variant="light" color="gray" tt="none" data-testid="build-id">
              {__BUILD_ID__.split('-')[0]}
            </Badge>
          </Group>
        </Stack>
      </AppShell.Navbar>
      <AppShell.Main>
        <div style={fullWidth ? undefined : { maxWidth: 1200, margin: '0 auto' }}>{children}</div>
      </AppShell.Main>
    </AppShell>
  );
}
