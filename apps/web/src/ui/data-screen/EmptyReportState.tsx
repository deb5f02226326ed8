import type { EmptyReportReason } from '@sightline/contracts';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { count, engineNames, localDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { useSession } from '../../lib/session/use-session.ts';
import { EmptyState } from '../EmptyState.tsx';
import { ButtonLink } from '../RouterLinks.tsx';
import { registerEmptyReportStrings } from './empty-report-strings.ts';

registerEmptyReportStrings(i18n);

/**
 * A report without answers says why, as the API found it: before the project's first day, an engine the project does
 * not collect, a collect under way, filters that exclude every answer, every run failed (with the collect day's
 * screen), or nothing collected yet. Test id `empty-state`, with the reason as `data-reason`.
 */
export function EmptyReportState({ reason }: { reason: EmptyReportReason | null | undefined }) {
  const { t } = useTranslation();
  const project = useSession().selection.project;
  const shown = reason ?? { kind: 'noCollect' as const };
  const text = (() => {
    switch (shown.kind) {
      case 'beforeFirstDay':
        return t('emptyReport.beforeFirstDay', { firstDay: localDate(shown.firstDay) });
      case 'engineNotInProject':
        return t('emptyReport.engineNotInProject', {
          engines: engineNames(t, shown.engines),
          projectEngines: engineNames(t, shown.projectEngines),
        });
      case 'collectPending':
        return t('emptyReport.collectPending', { day: localDate(shown.day) });
      case 'filtersExcludeAll':
        return t('emptyReport.filtersExcludeAll', { answers: count(shown.answers) });
      case 'allRunsFailed':
        return t('emptyReport.allRunsFailed', { failed: count(shown.failed) });
      case 'noCollect':
        return t('emptyReport.noCollect');
    }
  })();
  const action =
    shown.kind === 'allRunsFailed' && project ? (
      <ButtonLink
        to="/projects/$documentId/collects/$year/$month/$day"
        params={{
          documentId: project.documentId,
          year: shown.day.slice(0, 4),
          month: shown.day.slice(5, 7),
          day: shown.day.slice(8, 10),
        }}
        variant="light"
        leftSection={<IconCalendarEvent size={14} />}
        data-testid="empty-open-collect-day"
      >
        {t('emptyReport.openCollectDay', { day: localDate(shown.day) })}
      </ButtonLink>
    ) : undefined;
  return (
    <EmptyState
      title={t(`emptyReport.${shown.kind}Title`)}
      text={text}
      reason={shown.kind}
      {...(action ? { action } : {})}
    />
  );
}
