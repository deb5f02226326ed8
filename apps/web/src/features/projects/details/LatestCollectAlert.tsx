import { Alert, Group, Stack, Text } from '@mantine/core';
import { can } from '@sightline/contracts/permissions';
import { IconAlertTriangle, IconCalendarEvent, IconPlugConnected } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { calendarDay, count } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { ButtonLink } from '../../../ui/RouterLinks.tsx';
import { CollectFailureList } from './CollectFailureReason.tsx';
import { dayParams, latestFinished, recentCollectsQuery } from './recent-collects-query.ts';

/**
 * At the top of the project: the latest finished collect had failed runs ("12 of 12 runs failed on …: ChatGPT: API
 * key missing or refused"), with the way to fix a missing key (admins and owners) and its collect day.
 */
export function LatestCollectAlert({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { member } = useSession().selection;
  const recent = useQuery(recentCollectsQuery(project.documentId));
  const latest = latestFinished(recent.data?.data ?? []);
  if (!latest || latest.failed === 0) return null;
  const needsConnection = latest.failures.some((f) => f.needsEngineConnection);
  const canConnect = Boolean(member && can(member.role, 'manageEngines'));
  return (
    <Alert
      color={latest.succeeded === 0 ? 'red' : 'yellow'}
      icon={<IconAlertTriangle size={18} />}
      title={t('projects.collect.bannerTitle', {
        failed: count(latest.failed),
        planned: count(latest.planned),
        day: calendarDay(latest.day),
      })}
      data-testid="latest-collect-alert"
    >
      <Stack gap="xs">
        <CollectFailureList failures={latest.failures} withCount />
        {needsConnection && !canConnect && <Text size="sm">{t('projects.collect.askAdmin')}</Text>}
        <Group gap="xs" wrap="wrap">
          {needsConnection && canConnect && (
            <ButtonLink
              to="/organization/engines"
              size="compact-sm"
              variant="light"
              leftSection={<IconPlugConnected size={14} />}
              data-testid="alert-connect"
            >
              {t('projects.collect.connect')}
            </ButtonLink>
          )}
          <ButtonLink
            to="/projects/$documentId/collects/$year/$month/$day"
            params={dayParams(project.documentId, latest.day)}
            size="compact-sm"
            variant="light"
            leftSection={<IconCalendarEvent size={14} />}
            data-testid="alert-open-day"
          >
            {t('projects.collect.openDay')}
          </ButtonLink>
        </Group>
      </Stack>
    </Alert>
  );
}
