import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import {
  IconChartBar,
  IconChartDots,
  IconCoin,
  IconDashboard,
  IconDatabase,
  IconEye,
  IconFileAnalytics,
  IconHome,
  IconLayoutGrid,
  IconLink,
  IconListSearch,
  IconMessageQuestion,
  IconPlugConnected,
  IconSettings,
  IconTargetArrow,
  IconTrendingUp,
  IconUsers,
  IconWorldWww,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isDataScreen } from '../lib/report-context/report-context-store.ts';
import { useReportContext } from '../lib/report-context/use-report-context.ts';
import { useSession } from '../lib/session/use-session.ts';
import { trailPath, useAnswerTrail } from '../ui/answer-trail/answer-trail.ts';

interface Item {
  to: string;
  params?: Record<string, string>;
  label: ParseKeys;
  icon: ReactNode;
}

/**
 * The navigation of the default and full-width layouts, in sections. Links to a project's data screens carry the
 * report context (period and filters) of the screen shown, or the one remembered for the project.
 */
export function NavigationMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, selection } = useSession();
  const shownPath = useRouterState({ select: (s) => s.location.pathname });
  // An answer opened from a list keeps that list's item marked (the answer is a step inside it).
  const trail = useAnswerTrail();
  const pathname = trail ? trailPath(trail) : shownPath;
  const project = selection.project;
  // The period and filters follow the user from one data screen to the next (and back from settings).
  const context = useReportContext();
  const sections: Array<{ title: ParseKeys; items: Item[] }> = [
    {
      title: 'frame.sections.main',
      items: [
        { to: '/', label: 'routes.home', icon: <IconHome size={18} /> },
        { to: '/overview', label: 'frame.nav.overview', icon: <IconLayoutGrid size={18} /> },
        { to: '/dashboard', label: 'routes.dashboard', icon: <IconDashboard size={18} /> },
      ],
    },
    {
      title: 'frame.sections.project',
      items: [
        { to: '/projects/tracking', label: 'routes.projectTracking', icon: <IconTrendingUp size={18} /> },
        { to: '/projects/sources', label: 'routes.projectSources', icon: <IconWorldWww size={18} /> },
        { to: '/projects/watches', label: 'routes.projectWatches', icon: <IconEye size={18} /> },
        ...(project
          ? [
              {
                to: '/projects/$documentId',
                params: { documentId: project.documentId },
                label: 'routes.projectDetails' as ParseKeys,
                icon: <IconSettings size={18} />,
              },
            ]
          : []),
        ...(user?.isDeveloper
          ? [{ to: '/prompts', label: 'routes.prompts' as ParseKeys, icon: <IconListSearch size={18} /> }]
          : []),
      ],
    },
    {
      title: 'frame.sections.analytics',
      items: [
        { to: '/analytics/overview', label: 'frame.nav.analyticsOverview', icon: <IconChartBar size={18} /> },
        { to: '/analytics/citations', label: 'routes.citations', icon: <IconLink size={18} /> },
        { to: '/analytics/intent', label: 'routes.intent', icon: <IconTargetArrow size={18} /> },
        { to: '/analytics/content', label: 'routes.content', icon: <IconFileAnalytics size={18} /> },
      ],
    },
    {
      title: 'frame.sections.data',
      items: [
        { to: '/data/completions', label: 'routes.completions', icon: <IconDatabase size={18} /> },
        { to: '/reports/optimisation', label: 'routes.optimisation', icon: <IconChartDots size={18} /> },
      ],
    },
    {
      title: 'frame.sections.settings',
      items: [
        { to: '/organization/members', label: 'routes.members', icon: <IconUsers size={18} /> },
        { to: '/organization/engines', label: 'routes.engines', icon: <IconPlugConnected size={18} /> },
        { to: '/organization/costs', label: 'routes.costs', icon: <IconCoin size={18} /> },
        { to: '/profile', label: 'routes.profile', icon: <IconMessageQuestion size={18} /> },
      ],
    },
  ];
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <nav aria-label={t('frame.navigation')}>
        {/* Compact enough that all 17 items fit a 1440 × 900 screen without scrolling (items stay 31 px high). */}
        <Stack gap="xs">
          {sections.map((section) => (
            <div key={section.title}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={2}>
                {t(section.title)}
              </Text>
              {section.items.map((item) => {
                const href = item.params
                  ? item.to.replace('$documentId', item.params.documentId ?? '')
                  : item.to;
                const active = href === '/' ? pathname === '/' : pathname.startsWith(href);
                return (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to as never}
                    params={item.params as never}
                    search={(isDataScreen(item.to) ? context : {}) as never}
                    label={t(item.label)}
                    leftSection={item.icon}
                    py={5}
                    active={active}
                    // The router's own marking (aria-current on a matching link, which Mantine styles) only for its
                    // exact route: which item is current is decided here (an answer opened from a list marks the list).
                    activeOptions={{ exact: true }}
                    aria-current={active ? 'page' : undefined}
                    onClick={onNavigate}
                  />
                );
              })}
            </div>
          ))}
        </Stack>
      </nav>
    </ScrollArea>
  );
}
