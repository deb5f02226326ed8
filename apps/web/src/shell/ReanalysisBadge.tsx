import { IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { count, localDate, percent } from '../lib/format.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { notify } from '../lib/notify.ts';
import { useSession } from '../lib/session/use-session.ts';
import { collectProgressKeys, collectProgressQuery } from './collect-progress-keys.ts';
import { registerCollectProgressStrings } from './collect-progress-strings.ts';
import { ProgressBadge } from './ProgressBadge.tsx';

registerCollectProgressStrings(i18n);

/** Projects whose re-analysis this page saw running (its end is announced once). */
const seenRunning = new Set<string>();

/**
 * The selected project's re-analysis in the header, while its stored answers are analysed again after a profile
 * change: "재분석 중: 43%" with a ring, and in its tooltip the answers done and the day before which history is done.
 * It shares the collection status's query (asked again every 5 s while either runs). When a re-analysis this page
 * saw ends, it says so once and every screen's data is read again.
 */
export function ReanalysisBadge() {
  const { t } = useTranslation();
  const documentId = useSession().selection.project?.documentId;
  const { data } = useQuery({ ...collectProgressQuery(documentId ?? ''), enabled: Boolean(documentId) });
  const queryClient = useQueryClient();
  const reanalysis = data?.reanalysis ?? null;

  useEffect(() => {
    if (!documentId || !data) return;
    if (data.reanalysis) {
      seenRunning.add(documentId);
      return;
    }
    if (!seenRunning.delete(documentId)) return;
    // The screen on show was read while answers were being re-analysed: read it again.
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== collectProgressKeys.all[0] });
    notify({
      title: t('collectProgress.reanalysisDoneTitle'),
      message: t('collectProgress.reanalysisDone'),
      color: 'teal',
      icon: <IconCheck size={18} />,
      autoClose: 8_000,
    });
  }, [documentId, data, t, queryClient]);

  if (!reanalysis) return null;
  const value = reanalysis.percent / 100;
  const waiting = reanalysis.startedAt === null;
  const label = waiting
    ? t('collectProgress.reanalysingWaiting')
    : t('collectProgress.reanalysing', { percent: percent(value, 0) });
  const numbers = { done: count(reanalysis.done), total: count(reanalysis.total) };
  const hint = reanalysis.doneBefore
    ? t('collectProgress.reanalysingHintDoneBefore', { ...numbers, day: localDate(reanalysis.doneBefore) })
    : t('collectProgress.reanalysingHint', numbers);
  return (
    <ProgressBadge
      value={value}
      color="grape"
      label={label}
      short={waiting ? label : t('collectProgress.reanalysingShort', { percent: percent(value, 0) })}
      hint={hint}
      ariaLabel={label}
      testId="reanalysis-progress"
    />
  );
}
