/** Shared profile for the analysis tests (not exported from the package). */
import type { AnalysisProfile } from './types.ts';

export const phoneProfile: AnalysisProfile = {
  brand: { name: '삼성전자', aliases: ['삼성', 'Samsung', 'Samsung Electronics', 'Galaxy'] },
  competitors: [
    { key: 'lg', name: 'LG전자', aliases: ['LG', '엘지'], domains: ['lge.co.kr', 'lg.com'] },
    { key: 'apple', name: 'Apple', aliases: ['애플', 'iPhone', '아이폰'], domains: ['apple.com'] },
    { key: 'sony', name: 'Sony', aliases: ['소니'], domains: ['sony.com'] },
    { key: 'toss', name: '토스', aliases: ['Toss'], domains: ['toss.im'] },
  ],
  ownedDomains: ['samsung.com', 'https://www.samsungsvc.co.kr/'],
  evaluationItems: [
    { key: 'price', name: '가격', keywords: ['가격', 'price', 'pricing'] },
    { key: 'battery', name: '배터리', keywords: ['배터리', 'battery life', 'battery'] },
  ],
};
