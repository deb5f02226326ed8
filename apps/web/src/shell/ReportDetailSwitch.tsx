import { SegmentedControl, Tooltip } from '@mantine/core';
import { type ReportDetail, reportDetails } from '@sightline/contracts/constants';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session/use-session.ts';
import { useReportDetail } from '../ui/report-detail/use-report-detail.ts';
import { useSaveReportDetail } from '../ui/report-detail/use-save-report-detail.ts';

/**
 * 자세히 / 간단히 (Detailed / Simple) in the header: the signed-in user's report detail, applied at once and saved on
 * the account (the simple view is the one to show clients: no n, intervals or p-values).
 */
export function ReportDetailSwitch() {
  const { t } = useTranslation();
  const { user } = useSession();
  const detail = useReportDetail();
  const save = useSaveReportDetail();
  if (!user) return null;
  return (
    <Tooltip label={t('reportDetail.hint')} multiline w={280} withArrow openDelay={400}>
      <SegmentedControl
        size="xs"
        aria-label={t('reportDetail.label')}
        value={detail}
        onChange={(value) => save.mutate(value as ReportDetail)}
        data={reportDetails.map((value) => ({ value, label: t(`reportDetail.${value}`) }))}
        data-testid="report-detail-switch"
        data-report-detail={detail}
      />
    </Tooltip>
  );
}
