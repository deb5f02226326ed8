import { daysEndingWith } from '@sightline/core';

/**
 * The demo project created on the first start: a fictional Korean skincare brand with four fictional competitors.
 * Every answer about it comes from the simulator and is labelled simulated in the interface.
 */
export const demoProject = {
  name: '루미엘 AI 가시성',
  brandName: '루미엘',
  brandAliases: ['Lumiel', 'LUMIEL'],
  description:
    '데모 프로젝트: 모든 답변은 시뮬레이터가 만든 것입니다 (Demo project: every answer is simulated).',
  category: '화장품/스킨케어',
  language: 'ko' as const,
  country: 'KR',
  timezone: 'Asia/Seoul',
  engines: ['chatgpt', 'perplexity', 'gemini', 'google-aio'],
  samplesPerRun: 1,
  scheduleTime: '09:00',
  competitors: [
    { name: '아우라랩', aliases: ['AuraLab', 'Aura Lab'], domains: ['auralab.kr'] },
    { name: '그린테라', aliases: ['Greentera'], domains: ['greentera.com'] },
    { name: '소나무뷰티', aliases: ['Sonamoo Beauty', '소나무 뷰티'], domains: ['sonamoobeauty.co.kr'] },
    { name: '데일리듀', aliases: ['DailyDew', 'Daily Dew'], domains: ['dailydew.kr'] },
  ],
  ownedMedia: [
    { kind: 'domain' as const, value: 'lumiel.co.kr' },
    { kind: 'domain' as const, value: 'lumiel.com' },
    { kind: 'social' as const, value: 'https://www.instagram.com/lumiel_official' },
  ],
  tags: [
    { name: '추천', color: '#7048e8' },
    { name: '비교', color: '#1c7ed6' },
    { name: '구매', color: '#2f9e44' },
    { name: '브랜드', color: '#e8590c' },
    { name: 'English', color: '#868e96' },
  ],
  evaluationItems: [
    { name: '가격', keywords: ['가격', '가성비', '저렴', '비싸', 'price', 'affordable', 'expensive'] },
    { name: '성분', keywords: ['성분', '세라마이드', '히알루론산', 'ingredient', 'ceramide', 'hyaluronic'] },
    { name: '보습', keywords: ['보습', '촉촉', '수분', 'moisture', 'hydrating', 'hydration'] },
    { name: '민감성 피부', keywords: ['민감', '자극', '순한', 'sensitive', 'gentle', 'irritation'] },
    { name: '배송', keywords: ['배송', '택배', 'delivery', 'shipping'] },
  ],
};

/**
 * The demo's market (the simulator's market-profile.ts reads it from the brand order above): 아우라랩 leads on every
 * engine, 그린테라 is a challenger strong on Perplexity only, 소나무뷰티 and 데일리듀 trail, and 루미엘 sits mid-pack
 * until its campaign, 35 days before the demo's last seeded day, after which it rises.
 */
export const demoCampaign = { daysBeforeLastDay: 35 };

/** The day of the demo brand's campaign for a demo seeded over `days` (oldest first). */
export function demoCampaignDay(days: readonly string[]): string {
  const last = days.at(-1);
  if (!last) throw new Error('demoCampaignDay: no days');
  return daysEndingWith(last, demoCampaign.daysBeforeLastDay + 1)[0]!;
}

/** Demo prompts with their tags: 28 in Korean, 12 in English. */
export const demoPrompts: ReadonlyArray<{ text: string; language: 'ko' | 'en'; tags: string[] }> = [
  { text: '건성 피부에 좋은 수분크림 추천해줘', language: 'ko', tags: ['추천'] },
  { text: '민감성 피부용 순한 스킨케어 브랜드 추천', language: 'ko', tags: ['추천'] },
  { text: '20대 데일리 스킨케어 브랜드 순위', language: 'ko', tags: ['추천'] },
  { text: '가성비 좋은 국산 화장품 브랜드 추천해줘', language: 'ko', tags: ['추천', '구매'] },
  { text: '세라마이드 크림 어떤 브랜드가 좋아?', language: 'ko', tags: ['추천'] },
  { text: '여드름 피부에 자극 없는 토너 추천', language: 'ko', tags: ['추천'] },
  { text: '겨울철 보습 잘 되는 크림 브랜드 알려줘', language: 'ko', tags: ['추천'] },
  { text: '비건 스킨케어 브랜드 중에 괜찮은 곳', language: 'ko', tags: ['추천'] },
  { text: '남자 스킨케어 입문용 브랜드 추천', language: 'ko', tags: ['추천'] },
  { text: '선물하기 좋은 스킨케어 세트 추천', language: 'ko', tags: ['추천', '구매'] },
  { text: '루미엘과 아우라랩 비교해줘', language: 'ko', tags: ['비교', '브랜드'] },
  { text: '그린테라 vs 루미엘 수분크림 어떤 게 나아?', language: 'ko', tags: ['비교', '브랜드'] },
  { text: '데일리듀랑 소나무뷰티 차이점이 뭐야?', language: 'ko', tags: ['비교'] },
  { text: '민감성 피부 기준으로 스킨케어 브랜드 비교', language: 'ko', tags: ['비교'] },
  { text: '수분크림 브랜드별 장단점 비교', language: 'ko', tags: ['비교'] },
  { text: '루미엘 수분크림 가격 얼마야?', language: 'ko', tags: ['구매', '브랜드'] },
  { text: '루미엘 세럼 어디서 사는 게 제일 싸?', language: 'ko', tags: ['구매', '브랜드'] },
  { text: '스킨케어 세트 할인 구매처 알려줘', language: 'ko', tags: ['구매'] },
  { text: '수분크림 최저가로 사는 방법', language: 'ko', tags: ['구매'] },
  { text: '루미엘 공식 홈페이지 알려줘', language: 'ko', tags: ['브랜드'] },
  { text: '루미엘 후기 어때?', language: 'ko', tags: ['브랜드'] },
  { text: '루미엘은 어떤 브랜드야?', language: 'ko', tags: ['브랜드'] },
  { text: '아우라랩 제품 성분 괜찮아?', language: 'ko', tags: ['브랜드'] },
  { text: '피부 장벽 강화에 좋은 성분은?', language: 'ko', tags: [] },
  { text: '히알루론산과 세라마이드 차이', language: 'ko', tags: [] },
  { text: '스킨케어 순서 어떻게 해야 해?', language: 'ko', tags: [] },
  { text: '건조한 피부 관리하는 방법', language: 'ko', tags: [] },
  { text: '민감성 피부에 피해야 할 화장품 성분', language: 'ko', tags: [] },
  { text: 'Best Korean moisturizer brands for dry skin', language: 'en', tags: ['추천', 'English'] },
  {
    text: 'Recommend gentle K-beauty skincare for sensitive skin',
    language: 'en',
    tags: ['추천', 'English'],
  },
  { text: 'Top affordable Korean skincare brands', language: 'en', tags: ['추천', 'English'] },
  { text: 'Lumiel vs AuraLab: which is better?', language: 'en', tags: ['비교', '브랜드', 'English'] },
  { text: 'Compare Greentera and DailyDew moisturizers', language: 'en', tags: ['비교', 'English'] },
  { text: 'Where to buy Lumiel cream online', language: 'en', tags: ['구매', '브랜드', 'English'] },
  { text: 'Lumiel serum price', language: 'en', tags: ['구매', '브랜드', 'English'] },
  { text: 'Is Lumiel a good skincare brand?', language: 'en', tags: ['브랜드', 'English'] },
  { text: 'Lumiel official website', language: 'en', tags: ['브랜드', 'English'] },
  { text: 'What does ceramide do for skin?', language: 'en', tags: ['English'] },
  { text: 'How to build a simple skincare routine', language: 'en', tags: ['English'] },
  { text: 'Which K-beauty brands are vegan?', language: 'en', tags: ['추천', 'English'] },
];

/** The demo's three watches: a reference site cited, the market leader named, and a complaint about price. */
export const demoWatches = [
  { name: '나무위키 인용', kind: 'domain', target: 'namu.wiki', engines: [] },
  {
    name: '아우라랩 언급 (ChatGPT·Perplexity)',
    kind: 'brand',
    competitor: '아우라랩',
    engines: ['chatgpt', 'perplexity'],
  },
  { name: '가격 불만: "비싼 편"', kind: 'keyword', target: '비싼 편', engines: [] },
] as const;

/** The demo's alert rules: the own brand's weekly visibility under 50 %, and namu.wiki cited in over 5 % of answers. */
export const demoAlertRules = [
  { name: '루미엘 주간 가시성 50% 미만', condition: 'below', threshold: 0.5, windowDays: 7 },
  {
    name: '나무위키 인용 5% 초과',
    watch: '나무위키 인용',
    condition: 'above',
    threshold: 0.05,
    windowDays: 7,
  },
] as const;
