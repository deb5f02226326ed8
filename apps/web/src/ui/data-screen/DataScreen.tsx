import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../EmptyState.tsx';
import { DateRangeToolbar } from './DateRangeToolbar.tsx';
import { ProjectHeader } from './ProjectHeader.tsx';

/**
 * A data screen whose analysis is not built yet: its title, the project header, the date range, and an honest
 * note that says so and leads to Project Tracking, where the collected data is. No invented numbers.
 */
export function DataScreen({ titleKey }: { titleKey: ParseKeys }) {
  const { t } = useTranslation();
  const { project } = useSession().selection;
  return (
    <>
      <ProjectHeader title={t(titleKey)}>
        <DateRangeToolbar />
      </ProjectHeader>
      {project ? (
        <EmptyState
          title={t('empty.notBuiltTitle')}
          text={t('empty.notBuiltText')}
          action={
            <Button component={Link} to="/projects/tracking" variant="light">
              {t('empty.openTracking')}
            </Button>
          }
        />
      ) : (
        <EmptyState
          title={t('empty.title')}
          text={t('empty.noProject')}
          action={
            <Button component={Link} to="/create-project">
              {t('frame.createProject')}
            </Button>
          }
        />
      )}
    </>
  );
}
