import type { i18n as I18n } from 'i18next';

/**
 * Strings of the header's collection status (shell/CollectProgressBadge), added to i18next when the signed-in frame
 * loads, so they stay out of the sign-in page's bundle. English must have the same keys. Keys ending in `_one` and
 * `_other` are plurals chosen by `count` (the number of days); Korean says both the same way.
 */
export const collectProgressKo = {
  backfill: '과거 데이터 수집 중 {{done}}/{{days}}일',
  backfillShort: '{{done}}/{{days}}일',
  backfillHint_one:
    '지난 {{days}}일의 답변을 수집하고 있습니다: {{done}}일 완료, 답변 {{answers}}개 수집, 실패 {{failed}}개 (지금까지 계획 {{planned}}개).',
  backfillHint_other:
    '지난 {{days}}일의 답변을 수집하고 있습니다: {{done}}일 완료, 답변 {{answers}}개 수집, 실패 {{failed}}개 (지금까지 계획 {{planned}}개).',
  collecting: '답변 수집 중 {{done}}/{{planned}}',
  collectingShort: '{{done}}/{{planned}}',
  collectingHint: '수집 {{collects}}건 진행 중: 대기 {{pending}}개, 실행 중 {{running}}개.',
  progressLabel: '수집 진행률 {{percent}}',
  historyDoneTitle: '과거 데이터 수집 완료',
  historyDone_one: '{{days}}일, 답변 {{answers}}개',
  historyDone_other: '{{days}}일, 답변 {{answers}}개',
  historyDoneWithFailures_one: '{{days}}일, 답변 {{answers}}개 (실패 {{failed}}개)',
  historyDoneWithFailures_other: '{{days}}일, 답변 {{answers}}개 (실패 {{failed}}개)',
  reanalysing: '재분석 중: {{percent}}',
  reanalysingShort: '재분석 {{percent}}',
  reanalysingHint:
    '브랜드, 별칭, 경쟁사 등 분석 설정이 바뀌어 저장된 답변을 다시 분석하고 있습니다: {{done}}/{{total}}개 완료.',
  reanalysingHintDoneBefore:
    '브랜드, 별칭, 경쟁사 등 분석 설정이 바뀌어 저장된 답변을 다시 분석하고 있습니다: {{done}}/{{total}}개 완료. {{day}} 이전 기록은 다시 분석되었습니다.',
  reanalysingWaiting: '재분석 대기 중',
  reanalysisDoneTitle: '재분석 완료',
  reanalysisDone: '모든 답변이 새 분석 설정으로 다시 분석되었습니다.',
  rangeNotice: '이 기간의 답변은 아직 다시 분석되는 중입니다 ({{percent}}): 숫자가 바뀔 수 있습니다.',
  rangeNoticeFrom:
    '{{day}}부터의 답변은 아직 다시 분석되는 중입니다 ({{percent}}): 이 기간의 숫자가 바뀔 수 있습니다.',
};

export const collectProgressEn: typeof collectProgressKo = {
  backfill: 'Collecting history {{done}}/{{days}} days',
  backfillShort: '{{done}}/{{days}} days',
  backfillHint_one:
    'Collecting the answers of the last day: {{answers}} answers collected, {{failed}} failed ({{planned}} planned so far).',
  backfillHint_other:
    'Collecting the answers of the last {{days}} days: {{done}} days done, {{answers}} answers collected, {{failed}} failed ({{planned}} planned so far).',
  collecting: 'Collecting answers {{done}}/{{planned}}',
  collectingShort: '{{done}}/{{planned}}',
  collectingHint: '{{collects}} collects in progress: {{pending}} waiting, {{running}} running.',
  progressLabel: 'Collection progress {{percent}}',
  historyDoneTitle: 'History complete',
  historyDone_one: '1 day, {{answers}} answers',
  historyDone_other: '{{days}} days, {{answers}} answers',
  historyDoneWithFailures_one: '1 day, {{answers}} answers ({{failed}} failed)',
  historyDoneWithFailures_other: '{{days}} days, {{answers}} answers ({{failed}} failed)',
  reanalysing: 'Re-analysing: {{percent}}',
  reanalysingShort: 'Re-analysing {{percent}}',
  reanalysingHint:
    'The analysis settings (brand, aliases, competitors…) changed, so the stored answers are analysed again: {{done}} of {{total}} done.',
  reanalysingHintDoneBefore:
    'The analysis settings (brand, aliases, competitors…) changed, so the stored answers are analysed again: {{done}} of {{total}} done. History before {{day}} is already re-analysed.',
  reanalysingWaiting: 'Re-analysis queued',
  reanalysisDoneTitle: 'Re-analysis complete',
  reanalysisDone: 'Every answer has been analysed again with the new settings.',
  rangeNotice: 'The answers of this range are still being re-analysed ({{percent}}): the numbers may change.',
  rangeNoticeFrom:
    'Answers from {{day}} on are still being re-analysed ({{percent}}): the numbers of this range may change.',
};

/** Adds the collection status strings to both languages (once; later calls change nothing). */
export function registerCollectProgressStrings(i18n: I18n): void {
  if (i18n.exists('collectProgress.backfill')) return;
  i18n.addResourceBundle('ko', 'translation', { collectProgress: collectProgressKo }, true, false);
  i18n.addResourceBundle('en', 'translation', { collectProgress: collectProgressEn }, true, false);
}
