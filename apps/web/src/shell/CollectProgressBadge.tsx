import { IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { count, percent } from '../lib/format.ts';
import { i18n } from '../lib/i18n/i18n.ts';
import { notify } from '../lib/notify.ts';
import { useSession } from '../lib/session/use-session.ts';
import { type CollectProgress, collectEnded, isCollecting } from './collect-progress-calls.ts';
import { collectProgressKeys, collectProgressQuery } from './collect-progress-keys.ts';
import { registerCollectProgressStrings } from './collect-progress-strings.ts';
import { ProgressBadge } from './ProgressBadge.tsx';

registerCollectProgressStrings(i18n);

/** Projects whose backfill this page saw running, and the backfill ends already announced (once per page). */
const backfillSeenRunning = new Set<string>();
/** Projects this page saw collecting (any collect: scheduled, "collect now", a backfill). */
const collectSeenRunning = new Set<string>();
const announced = new Set<string>();

const backfillRunning = (progress: CollectProgress) =>
  progress.backfill !== null && progress.backfill.daysDone < progress.backfill.days;

/**
 * The selected project's collection in the header: while its history backfill runs, a ring with the days done
 * ("과거 데이터 수집 중 41/90일"); while other collects run, the answers done; nothing when idle. It asks again every
 * 5 s while work runs, never when idle. When a backfill this page saw running ends, it says so once
 * ("History complete: 90 days, 2,700 answers"), the badge goes and the screen's data is read again.
 */
export function CollectProgressBadge() {
  const { t } = useTranslation();
  const documentId = useSession().selection.project?.documentId;
  const { data } = useQuery({ ...collectProgressQuery(documentId ?? ''), enabled: Boolean(documentId) });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!documentId || !data) return;
    // A collect this page saw running has ended, wherever it was started: every count on show (the cost card, the
    // screen's numbers, the calendar) is read again.
    const ended = collectEnded(collectSeenRunning, documentId, isCollecting(data));
    if (ended)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== collectProgressKeys.all[0] });
    if (backfillRunning(data)) {
      backfillSeenRunning.add(documentId);
      return;
    }
    const { backfill } = data;
    if (!backfill?.finishedAt || !backfillSeenRunning.has(documentId)) return;
    backfillSeenRunning.delete(documentId);
    const key = `${documentId}:${backfill.finishedAt}`;
    if (announced.has(key)) return;
    announced.add(key);
    // The screen on show was read while the history was still coming in: read it again, complete.
    if (!ended)
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== collectProgressKeys.all[0] });
    const numbers = {
      count: backfill.days,
      days: count(backfill.days),
      answers: count(backfill.runsDone),
      failed: count(backfill.runsFailed),
    };
    notify({
      title: t('collectProgress.historyDoneTitle'),
      message:
        backfill.runsFailed > 0
          ? t('collectProgress.historyDoneWithFailures', numbers)
          : t('collectProgress.historyDone', numbers),
      color: 'teal',
      icon: <IconCheck size={18} />,
      autoClose: 10_000,
    });
  }, [documentId, data, t, queryClient]);

  if (!data || !isCollecting(data)) return null;
  const { backfill, active } = data;
  let value: number;
  let label: string;
  let short: string;
  let hint: string;
  if (backfill && backfillRunning(data)) {
    value = backfill.days > 0 ? backfill.daysDone / backfill.days : 0;
    const numbers = { done: count(backfill.daysDone), days: count(backfill.days) };
    label = t('collectProgress.backfill', numbers);
    short = t('collectProgress.backfillShort', numbers);
    hint = t('collectProgress.backfillHint', {
      ...numbers,
      count: backfill.days,
      answers: count(backfill.runsDone),
      failed: count(backfill.runsFailed),
      planned: count(backfill.runsPlanned),
    });
  } else {
    value = active.runsPlanned > 0 ? active.runsFinished / active.runsPlanned : 0;
    const numbers = { done: count(active.runsFinished), planned: count(active.runsPlanned) };
    label = t('collectProgress.collecting', numbers);
    short = t('collectProgress.collectingShort', numbers);
    hint = t('collectProgress.collectingHint', {
      collects: count(active.collects),
      pending: count(active.runsPending),
      running: count(active.runsRunning),
    });
  }
  return (
    <ProgressBadge
      value={value}
      color="blue"
      label={label}
      short={short}
      hint={hint}
      ariaLabel={`${label} · ${t('collectProgress.progressLabel', { percent: percent(value, 0) })}`}
      testId="collect-progress"
    />
  );
}
