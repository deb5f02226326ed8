import type { Locale } from '@sightline/contracts';

export interface BudgetMailFacts {
  project: string;
  /** Local month `YYYY-MM`. */
  month: string;
  /** Amounts already written as money ("$12.50"). */
  cost: string;
  budget: string;
  url: string;
}

interface BudgetMail {
  subject: (facts: BudgetMailFacts) => string;
  text: (facts: BudgetMailFacts) => string;
}

const monthKo = (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`;

/** The mail to owners and admins when a project's monthly budget paused its collection, in Korean and English. */
export const budgetMailTexts: Record<Locale, BudgetMail> = {
  ko: {
    subject: ({ project }) => `Sightline: ${project} 프로젝트가 월 예산에 도달해 수집을 일시 중지했습니다`,
    text: ({ project, month, cost, budget, url }) =>
      [
        `${project} 프로젝트의 ${monthKo(month)} 비용이 ${cost}로 월 예산 ${budget}에 도달했습니다.`,
        '',
        '이번 달에는 새 수집(예약 수집과 "지금 수집")이 시작되지 않습니다. 이미 시작된 수집은 끝까지 진행됩니다.',
        '예산을 올리거나 없애면 다음 수집부터 다시 수집하고, 다음 달이 되면 자동으로 다시 수집합니다.',
        '',
        `프로젝트 열기: ${url}`,
        '',
        '이 알림은 프로젝트와 달마다 한 번만 보냅니다.',
      ].join('\n'),
  },
  en: {
    subject: ({ project }) => `Sightline: ${project} reached its monthly budget, collection is paused`,
    text: ({ project, month, cost, budget, url }) =>
      [
        `The answers of ${project} cost ${cost} in ${month}, which reaches its monthly budget of ${budget}.`,
        '',
        'No new collect (scheduled or "Collect now") starts this month; a collect already started runs to its end.',
        'Raise or remove the budget to collect again from the next collect; collection also resumes next month.',
        '',
        `Open the project: ${url}`,
        '',
        'This notice is sent once per project and month.',
      ].join('\n'),
  },
};
