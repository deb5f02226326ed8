import type { Intent, Locale } from '@sightline/contracts';

export interface PromptTemplate {
  /** With `{brand}` and `{category}` placeholders. */
  text: string;
  intent: Intent;
}

/** Questions any brand's buyers ask, whatever the category: every intent is covered. */
export const genericTemplates: Record<Locale, PromptTemplate[]> = {
  ko: [
    { text: '{category} 고를 때 무엇을 봐야 하나요?', intent: 'informational' },
    { text: '{brand} 어떤 브랜드야?', intent: 'informational' },
    { text: '{category} 추천해줘', intent: 'commercial' },
    { text: '가장 인기 있는 {category} 순위', intent: 'commercial' },
    { text: '{brand} vs 다른 {category} 비교', intent: 'commercial' },
    { text: '후기 좋은 {category} 알려줘', intent: 'commercial' },
    { text: '{brand} 가격 알려줘', intent: 'transactional' },
    { text: '{brand} 싸게 구매하는 방법', intent: 'transactional' },
    { text: '{brand} 공식 홈페이지', intent: 'navigational' },
  ],
  en: [
    { text: 'What should I look for when choosing {category}?', intent: 'informational' },
    { text: 'What is {brand} known for?', intent: 'informational' },
    { text: 'Which {category} do you recommend?', intent: 'commercial' },
    { text: 'What are the best {category}?', intent: 'commercial' },
    { text: '{brand} vs other {category}: how do they compare?', intent: 'commercial' },
    { text: 'Top-rated {category} with the best reviews', intent: 'commercial' },
    { text: 'How much does {brand} cost?', intent: 'transactional' },
    { text: 'Where can I buy {brand} at the best price?', intent: 'transactional' },
    { text: '{brand} official website', intent: 'navigational' },
  ],
};

/** How the generic questions name a built-in category (`{category}`). */
export const categoryTerms: Record<string, Record<Locale, string>> = {
  beauty: { ko: '스킨케어 브랜드', en: 'skincare brands' },
  finance: { ko: '은행', en: 'banks' },
  electronics: { ko: '가전 브랜드', en: 'home appliance brands' },
  automotive: { ko: '자동차 브랜드', en: 'car brands' },
  airline: { ko: '항공사', en: 'airlines' },
  travel: { ko: '호텔 예약 사이트', en: 'hotel booking sites' },
  ecommerce: { ko: '온라인 쇼핑몰', en: 'online shopping sites' },
  saas: { ko: 'B2B 소프트웨어', en: 'B2B software tools' },
  education: { ko: '온라인 교육 플랫폼', en: 'online learning platforms' },
  food: { ko: '식음료 브랜드', en: 'food and beverage brands' },
  telecom: { ko: '통신사', en: 'mobile carriers' },
  games: { ko: '게임 회사', en: 'game companies' },
};

/** `{category}` when the user gave none: the brand's peers. */
export const noCategoryTerm: Record<Locale, string> = {
  ko: '{brand} 같은 브랜드',
  en: 'brands like {brand}',
};

/** Two questions of the category's own buyers, per built-in category. */
export const categoryTemplates: Record<string, Record<Locale, PromptTemplate[]>> = {
  beauty: {
    ko: [
      { text: '민감성 피부에 좋은 수분크림 추천', intent: 'commercial' },
      { text: '스킨케어 순서 알려줘', intent: 'informational' },
    ],
    en: [
      { text: 'Best moisturizer for sensitive skin', intent: 'commercial' },
      { text: 'What is a good daily skincare routine?', intent: 'informational' },
    ],
  },
  finance: {
    ko: [
      { text: '금리 높은 예금 통장 추천', intent: 'commercial' },
      { text: '주택담보대출 금리 비교', intent: 'commercial' },
    ],
    en: [
      { text: 'Which bank has the best savings rate?', intent: 'commercial' },
      { text: 'How do I open a bank account online?', intent: 'informational' },
    ],
  },
  electronics: {
    ko: [
      { text: '신혼 가전 추천', intent: 'commercial' },
      { text: '로봇청소기 가격 비교', intent: 'transactional' },
    ],
    en: [
      { text: 'Best washing machine for a small apartment', intent: 'commercial' },
      { text: 'Robot vacuum prices compared', intent: 'transactional' },
    ],
  },
  automotive: {
    ko: [
      { text: '첫 차로 좋은 SUV 추천', intent: 'commercial' },
      { text: '전기차 보조금 받는 방법', intent: 'informational' },
    ],
    en: [
      { text: 'Best first car for a new driver', intent: 'commercial' },
      { text: 'How much does it cost to charge an electric car?', intent: 'informational' },
    ],
  },
  airline: {
    ko: [
      { text: '인천 출발 도쿄 항공권 가격', intent: 'transactional' },
      { text: '항공사별 수하물 규정 알려줘', intent: 'informational' },
    ],
    en: [
      { text: 'Cheapest flights to Tokyo', intent: 'transactional' },
      { text: 'Which airline has the best economy class?', intent: 'commercial' },
    ],
  },
  travel: {
    ko: [
      { text: '제주도 가족 호텔 추천', intent: 'commercial' },
      { text: '호텔 예약 취소 수수료 알려줘', intent: 'informational' },
    ],
    en: [
      { text: 'Best family hotels in Seoul', intent: 'commercial' },
      { text: 'How do hotel cancellation fees work?', intent: 'informational' },
    ],
  },
  ecommerce: {
    ko: [
      { text: '당일 배송 되는 쇼핑몰 추천', intent: 'commercial' },
      { text: '해외 직구 관세 기준 알려줘', intent: 'informational' },
    ],
    en: [
      { text: 'Which online store has the fastest delivery?', intent: 'commercial' },
      { text: 'How do online return policies work?', intent: 'informational' },
    ],
  },
  saas: {
    ko: [
      { text: '스타트업 협업 툴 추천', intent: 'commercial' },
      { text: 'CRM 도입 비용 알려줘', intent: 'transactional' },
    ],
    en: [
      { text: 'Best collaboration tool for startups', intent: 'commercial' },
      { text: 'How much does a CRM cost per user?', intent: 'transactional' },
    ],
  },
  education: {
    ko: [
      { text: '직장인 영어 회화 강의 추천', intent: 'commercial' },
      { text: '온라인 코딩 강의 수강료', intent: 'transactional' },
    ],
    en: [
      { text: 'Best online course for learning to code', intent: 'commercial' },
      { text: 'How much do online language courses cost?', intent: 'transactional' },
    ],
  },
  food: {
    ko: [
      { text: '건강한 간편식 추천', intent: 'commercial' },
      { text: '당 적은 단백질 음료 비교', intent: 'commercial' },
    ],
    en: [
      { text: 'Healthy ready meals worth buying', intent: 'commercial' },
      { text: 'Which protein drink has the least sugar?', intent: 'commercial' },
    ],
  },
  telecom: {
    ko: [
      { text: '데이터 무제한 요금제 비교', intent: 'commercial' },
      { text: '번호 그대로 통신사 바꾸는 방법', intent: 'informational' },
    ],
    en: [
      { text: 'Best unlimited data plan', intent: 'commercial' },
      { text: 'How do I switch mobile carriers and keep my number?', intent: 'informational' },
    ],
  },
  games: {
    ko: [
      { text: '요즘 인기 있는 모바일 게임 추천', intent: 'commercial' },
      { text: '게임 결제 환불 규정 알려줘', intent: 'informational' },
    ],
    en: [
      { text: 'Most popular mobile games right now', intent: 'commercial' },
      { text: 'How do refunds for game purchases work?', intent: 'informational' },
    ],
  },
};
