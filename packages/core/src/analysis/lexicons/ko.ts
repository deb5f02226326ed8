/**
 * Korean sentiment lexicon (Sightline's own, small on purpose). Entries are stems matched at the start of a word
 * (어절), longest first, so conjugated and particle-bearing forms match: 좋 → 좋다/좋은/좋아서, 비싸 → 비싸다/비싸서.
 * Weights in [−1, 1].
 */
export const koreanPolarity: Readonly<Record<string, number>> = {
  좋: 0.7,
  훌륭: 1,
  뛰어나: 0.9,
  뛰어난: 0.9,
  우수: 0.8,
  최고: 1,
  탁월: 1,
  완벽: 1,
  만족: 0.7,
  추천: 0.5,
  편리: 0.6,
  편하: 0.5,
  편한: 0.5,
  편해: 0.5,
  저렴: 0.5,
  합리적: 0.5,
  안정적: 0.5,
  신뢰: 0.7,
  믿을: 0.6,
  인기: 0.4,
  강력: 0.6,
  빠르: 0.4,
  빠른: 0.4,
  빨라: 0.4,
  혁신: 0.6,
  장점: 0.5,
  호평: 0.8,
  매력: 0.6,
  괜찮: 0.4,
  유용: 0.5,
  튼튼: 0.6,
  깔끔: 0.5,
  선호: 0.5,
  인정받: 0.6,
  강점: 0.5,
  나쁘: -0.8,
  나쁜: -0.8,
  나빠: -0.8,
  최악: -1,
  별로: -0.7,
  불만: -0.7,
  불편: -0.6,
  비싸: -0.5,
  비싼: -0.5,
  느리: -0.5,
  느린: -0.5,
  느려: -0.5,
  불안정: -0.7,
  고장: -0.7,
  결함: -0.8,
  문제: -0.5,
  단점: -0.5,
  아쉽: -0.5,
  아쉬운: -0.5,
  아쉬움: -0.5,
  실망: -0.9,
  부족: -0.5,
  약점: -0.5,
  혹평: -0.8,
  논란: -0.5,
  불량: -0.8,
  비추: -1,
  떨어지: -0.5,
  떨어진: -0.5,
  위험: -0.6,
  복잡: -0.4,
  어렵: -0.4,
  어려운: -0.4,
  후회: -0.7,
  피하: -0.7,
};

/** A word that negates the sentiment word after it: 안 좋다, 못 믿겠다. */
export const koreanNegatorsBefore: ReadonlySet<string> = new Set(['안', '못']);

/** The next word negates: 좋지 않다, 추천하지 않습니다, 만족하지 못했다, 문제가 없다. */
export const koreanNegatorsAfter: readonly string[] = ['않', '못하', '못해', '못한', '못했', '못합', '없'];

/** Inside the same word after the stem: 좋지않다, 문제없이, 만족스럽지못한. */
export const koreanNegationInWord: readonly string[] = ['지않', '지못', '없'];

/** Multiply the next sentiment word by 1.5. */
export const koreanIntensifiers: ReadonlySet<string> = new Set([
  '매우',
  '정말',
  '아주',
  '너무',
  '가장',
  '굉장히',
  '상당히',
  '무척',
  '진짜',
  '특히',
]);

/** Words that start a new clause. */
export const koreanContrast: ReadonlySet<string> = new Set([
  '하지만',
  '반면',
  '반면에',
  '그러나',
  '그런데',
  '다만',
]);

/** Word endings that close a clause: 좋지만, 좋은데, 좋은 반면. */
export const koreanContrastEndings: readonly string[] = ['지만', '는데', '은데', '반면'];
