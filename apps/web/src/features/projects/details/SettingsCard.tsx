import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../lib/api/types.ts';
import { EngineBadges } from '../../../ui/EngineBadges.tsx';
import { DetailsSection } from './DetailsSection.tsx';
import { InfoRow } from './InfoRow.tsx';

/** How the project is collected: engines, daily time and time zone, samples per run. */
export function SettingsCard({ project }: { project: Project }) {
  const { t } = useTranslation();
  return (
    <DetailsSection title={t('projects.details.settings')} testId="project-settings">
      <Stack gap="xs">
        <InfoRow label={t('projects.fields.engines')}>
          <EngineBadges engines={project.engines} simulated={project.simulated} />
        </InfoRow>
        <InfoRow label={t('projects.fields.scheduleTime')}>
          <Text size="sm" data-testid="project-schedule">
            {t('projects.details.schedule', { time: project.scheduleTime })}
          </Text>
        </InfoRow>
        <InfoRow label={t('projects.fields.timezone')}>
          <Text size="sm">{project.timezone}</Text>
        </InfoRow>
        <InfoRow label={t('projects.fields.samplesPerRun')}>
          <Text size="sm">{t('projects.details.samples', { count: project.samplesPerRun })}</Text>
        </InfoRow>
        {project.simulated && (
          <Text size="sm" c="orange" data-testid="simulated-project-note">
            {t('projects.simulatedProjectHint')}
          </Text>
        )}
        {project.status === 'inactive' && (
          <Text size="sm" c="orange">
            {t('projects.details.inactiveNote')}
          </Text>
        )}
      </Stack>
    </DetailsSection>
  );
}
