import type { AlertFacts, Locale } from '@sightline/contracts';
import { mailCount, mailPercent, windowLine } from './alert-mail-format.ts';

export interface AlertMailFacts {
  rule: string;
  project: string;
  facts: AlertFacts;
  url: string;
}

export const conditionKo: Record<AlertFacts['condition'], string> = {
  below: '기준 아래로 내려갔습니다',
  above: '기준을 넘었습니다',
  change: '이전 기간보다 유의미하게 달라졌습니다',
  appears: '처음 나타났습니다',
  disappears: '사라졌습니다',
};
export const conditionEn: Record<AlertFacts['condition'], string> = {
  below: 'fell below its threshold',
  above: 'rose above its threshold',
  change: 'changed significantly against the period before',
  appears: 'appeared',
  disappears: 'disappeared',
};

/**
 * The mail of an alert, in Korean and English: what fired, the numbers with their n and how complete the days were,
 * and the evidence's link.
 */
export const alertMailTexts: Record<
  Locale,
  { subject: (m: AlertMailFacts) => string; text: (m: AlertMailFacts) => string }
> = {
  ko: {
    subject: ({ rule, project, facts }) =>
      `Sightline 알림: ${project} · ${rule} — ${conditionKo[facts.condition]}`,
    text: ({ rule, project, facts, url }) =>
      [
        `${project} 프로젝트의 알림 "${rule}" (${facts.subject}): ${conditionKo[facts.condition]}.`,
        '',
        windowLine(facts, 'ko'),
        `이전 기간: ${mailPercent(facts.previousRate, 'ko')} (답변 ${mailCount(facts.previousN, 'ko')}개 중 ${mailCount(facts.previousSuccesses, 'ko')}개)`,
        ...(facts.threshold === null ? [] : [`기준: ${mailPercent(facts.threshold, 'ko')}`]),
        '',
        `근거 보기: ${url}`,
        '',
        '이 알림은 규칙마다 하루에 한 번만 보냅니다. 알림 설정은 Sightline의 알림 센터에서 바꿀 수 있습니다.',
      ].join('\n'),
  },
  en: {
    subject: ({ rule, project, facts }) =>
      `Sightline alert: ${project} · ${rule} ${conditionEn[facts.condition]}`,
    text: ({ rule, project, facts, url }) =>
      [
        `The alert "${rule}" of ${project} (${facts.subject}) ${conditionEn[facts.condition]}.`,
        '',
        windowLine(facts, 'en'),
        `Period before: ${mailPercent(facts.previousRate, 'en')} (${mailCount(facts.previousSuccesses, 'en')} of ${mailCount(facts.previousN, 'en')} answers)`,
        ...(facts.threshold === null ? [] : [`Threshold: ${mailPercent(facts.threshold, 'en')}`]),
        '',
        `See the evidence: ${url}`,
        '',
        'An alert is sent at most once per rule and day. Change how you get alerts in Sightline’s notification centre.',
      ].join('\n'),
  },
};
