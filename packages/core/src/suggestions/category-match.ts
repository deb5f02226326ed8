import { projectCategories } from '@sightline/contracts';

/** Words that place a typed category among the built-in ones (lower case; Korean and English). */
const keywords: Record<string, string[]> = {
  beauty: ['화장품', '스킨케어', '뷰티', '코스메틱', 'cosmetic', 'skincare', 'skin care', 'beauty', 'makeup'],
  finance: ['은행', '금융', 'bank', 'finance', 'fintech'],
  electronics: ['가전', '전자제품', 'appliance', 'electronics'],
  automotive: ['자동차', '전기차', '완성차', 'automotive', 'car maker', 'cars', 'vehicle'],
  airline: ['항공', 'airline', 'air travel'],
  travel: ['호텔', '여행', '숙박', 'hotel', 'travel', 'accommodation'],
  ecommerce: [
    '이커머스',
    '쇼핑몰',
    '온라인 쇼핑',
    '커머스',
    'e-commerce',
    'ecommerce',
    'online shopping',
    'marketplace',
  ],
  saas: ['saas', 'b2b', '소프트웨어', '솔루션', 'software'],
  education: ['교육', '학원', '강의', '이러닝', 'education', 'e-learning', 'learning', 'edtech'],
  food: ['식음료', '식품', '음료', 'food', 'beverage'],
  telecom: ['통신', '이동통신', '인터넷', 'telecom', 'mobile carrier', 'carrier'],
  games: ['게임', 'game', 'gaming'],
};

/** The built-in category a user's words name (`스킨케어` → `beauty`), or null for a category we do not know. */
export function matchCategory(category: string): string | null {
  const text = category.trim().toLowerCase();
  if (!text) return null;
  for (const { id, label } of projectCategories) {
    if (text === label.ko.toLowerCase() || text === label.en.toLowerCase()) return id;
  }
  for (const { id } of projectCategories) {
    if ((keywords[id] ?? []).some((word) => text.includes(word))) return id;
  }
  return null;
}
