import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localDate, percent } from '../lib/format.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { useSession } from '../lib/session/use-session.ts';
import { rangeBeingReanalysed } from './collect-progress-calls.ts';
import { collectProgressQuery } from './collect-progress-keys.ts';
import { registerCollectProgressStrings } from './collect-progress-strings.ts';

registerCollectProgressStrings(i18n);

/**
 * A report screen's notice while the selected project's answers are re-analysed and its range, ending on `to`, is
 * not done yet (the re-analysis goes oldest day first): its numbers still mix old and new analysis. Nothing otherwise.
 */
export function ReanalysisNotice({ to }: { to: string }) {
  const { t } = useTranslation();
  const documentId = useSession().selection.project?.documentId;
  const { data } = useQuery({ ...collectProgressQuery(documentId ?? ''), enabled: Boolean(documentId) });
  if (!data?.reanalysis || !rangeBeingReanalysed(data, to)) return null;
  const { doneBefore } = data.reanalysis;
  const progress = percent(data.reanalysis.percent / 100, 0);
  return (
    <Alert color="grape" variant="light" py="xs" data-testid="reanalysis-notice">
      {doneBefore
        ? t('collectProgress.rangeNoticeFrom', { day: localDate(doneBefore), percent: progress })
        : t('collectProgress.rangeNotice', { percent: progress })}
    </Alert>
  );
}
