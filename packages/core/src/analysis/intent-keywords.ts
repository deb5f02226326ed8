/**
 * Keywords that mark a prompt's intent, Korean and English, separated by `|`. Korean keywords also match inside
 * compounds and before endings (노트북추천, 추천해줘, 구매하려면); English ones need word boundaries (plural "s" allowed).
 */
import type { Intent } from '@sightline/contracts';

const keywords: Readonly<Record<Exclude<Intent, 'informational'>, string>> = {
  navigational: `로그인|공식|홈페이지|사이트|웹사이트|고객센터|바로가기|다운로드|앱 설치|매장 위치|
    login|log in|sign in|signin|sign up|official|website|homepage|home page|site|customer service|contact|download`,
  transactional: `구매|구입|가격|최저가|할인|쿠폰|주문|결제|요금|비용|견적|판매처|렌탈|예약|어디서 사|얼마예요|얼마야|얼마인가요|
    buy|purchase|price|pricing|cost|cheap|cheapest|discount|deal|coupon|order|subscribe|subscription|for sale|
    where to buy|how much`,
  commercial: `추천|비교|후기|리뷰|순위|랭킹|베스트|장단점|차이|대안|대체|가성비|인기|뭐가 좋|어떤 게 나아|어디가 좋|
    best|top|compare|comparison|versus|vs|review|recommend|recommendation|alternative|which is better|better than|
    pros and cons|ranking|rated|worth it`,
};

/** Keywords of one intent. */
export function intentKeywordList(intent: Exclude<Intent, 'informational'>): string[] {
  return keywords[intent]
    .split('|')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
