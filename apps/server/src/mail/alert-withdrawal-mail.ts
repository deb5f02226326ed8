import type { AlertFacts, Locale } from '@sightline/contracts';
import { conditionEn, conditionKo } from './alert-mail.ts';
import { windowLine } from './alert-mail-format.ts';

export interface AlertWithdrawalMailFacts {
  rule: string;
  project: string;
  /** The local day the alert was sent for. */
  day: string;
  /** What the alert saw, and what the same window shows now. */
  facts: AlertFacts;
  now: AlertFacts;
  url: string;
}

/**
 * The mail withdrawing an alert, in Korean and English, to the members who were mailed the alert: the rule no longer
 * fires on the alert's window with the data that came later; what it saw then and what the window shows now.
 */
export const alertWithdrawalMailTexts: Record<
  Locale,
  { subject: (m: AlertWithdrawalMailFacts) => string; text: (m: AlertWithdrawalMailFacts) => string }
> = {
  ko: {
    subject: ({ rule, project }) => `Sightline 알림 철회: ${project} · ${rule}`,
    text: ({ rule, project, day, facts, now, url }) =>
      [
        `${day}에 보낸 ${project} 프로젝트의 알림 "${rule}"을(를) 철회합니다. ${now.subject}: ${conditionKo[facts.condition]}라고 알렸지만,`,
        '그 뒤에 들어온 데이터(늦게 끝난 실행, 다른 수집, 재분석)로 같은 기간을 다시 보면 조건에 맞지 않습니다.',
        '',
        `지금: ${windowLine(now, 'ko')}`,
        `알림 당시: ${windowLine(facts, 'ko')}`,
        '',
        `근거 보기: ${url}`,
      ].join('\n'),
  },
  en: {
    subject: ({ rule, project }) => `Sightline alert withdrawn: ${project} · ${rule}`,
    text: ({ rule, project, day, facts, now, url }) =>
      [
        `The alert "${rule}" of ${project} sent on ${day} is withdrawn. It said that ${now.subject} ${conditionEn[facts.condition]},`,
        'but with the data that came in since (runs that ended late, another collect, a re-analysis) the same window no longer meets its condition.',
        '',
        `Now: ${windowLine(now, 'en')}`,
        `When alerted: ${windowLine(facts, 'en')}`,
        '',
        `See the evidence: ${url}`,
      ].join('\n'),
  },
};
