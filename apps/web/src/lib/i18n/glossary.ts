/**
 * The product's words in both languages: one Korean and one English term per concept, and the Korean words that
 * must not stand in for them (docs/ARCHITECTURE.md, Glossary). `glossary.test.ts` fails when an interface string of
 * the web app uses a word this list refuses.
 */
export const glossary = [
  { concept: 'visibility', ko: '가시성', en: 'visibility', notKo: ['노출률', '노출 비율'] },
  { concept: 'watch', ko: '워치', en: 'watch', notKo: ['감시 항목', '감시'] },
  { concept: 'hit rate of a watch', ko: '일치율', en: 'hit rate', notKo: ['적중률'] },
  { concept: 'share of voice', ko: '점유율', en: 'share of voice', notKo: ['보이스 점유율'] },
  { concept: 'answer', ko: '답변', en: 'answer', notKo: ['응답문'] },
  { concept: 'citation', ko: '인용', en: 'citation', notKo: ['출처 인용률'] },
  { concept: 'sentiment', ko: '감성', en: 'sentiment', notKo: ['감정 점수'] },
  { concept: 'simulated', ko: '시뮬레이션', en: 'simulated', notKo: [] },
] as const;
