import type { Locale } from '@sightline/contracts';

export interface KnownCompetitor {
  name: string;
  domains: string[];
}

/**
 * A few well-known brands per built-in category: the Korean market for Korean projects, widely known international
 * brands for English ones. Modest on purpose: a suggestion the user accepts one by one, never a ranking. Categories
 * not listed here get no competitor suggestions.
 */
export const knownCompetitors: Record<string, Record<Locale, KnownCompetitor[]>> = {
  beauty: {
    ko: [
      { name: '설화수', domains: ['sulwhasoo.com'] },
      { name: '이니스프리', domains: ['innisfree.com'] },
      { name: '라네즈', domains: ['laneige.com'] },
      { name: '닥터자르트', domains: ['drjart.com'] },
    ],
    en: [
      { name: 'CeraVe', domains: ['cerave.com'] },
      { name: 'La Roche-Posay', domains: ['laroche-posay.com'] },
      { name: 'The Ordinary', domains: ['theordinary.com'] },
      { name: 'Clinique', domains: ['clinique.com'] },
    ],
  },
  finance: {
    ko: [
      { name: 'KB국민은행', domains: ['kbstar.com'] },
      { name: '신한은행', domains: ['shinhan.com'] },
      { name: '하나은행', domains: ['kebhana.com'] },
      { name: '우리은행', domains: ['wooribank.com'] },
      { name: '카카오뱅크', domains: ['kakaobank.com'] },
      { name: '토스뱅크', domains: ['tossbank.com'] },
    ],
    en: [
      { name: 'Chase', domains: ['chase.com'] },
      { name: 'Bank of America', domains: ['bankofamerica.com'] },
      { name: 'Wells Fargo', domains: ['wellsfargo.com'] },
      { name: 'Citibank', domains: ['citi.com'] },
    ],
  },
  electronics: {
    ko: [
      { name: '삼성전자', domains: ['samsung.com'] },
      { name: 'LG전자', domains: ['lge.co.kr'] },
      { name: '쿠쿠', domains: ['cuckoo.co.kr'] },
      { name: '다이슨', domains: ['dyson.co.kr'] },
    ],
    en: [
      { name: 'Samsung', domains: ['samsung.com'] },
      { name: 'LG', domains: ['lg.com'] },
      { name: 'Sony', domains: ['sony.com'] },
      { name: 'Dyson', domains: ['dyson.com'] },
    ],
  },
  automotive: {
    ko: [
      { name: '현대자동차', domains: ['hyundai.com'] },
      { name: '기아', domains: ['kia.com'] },
      { name: '제네시스', domains: ['genesis.com'] },
      { name: 'KG모빌리티', domains: ['kg-mobility.com'] },
    ],
    en: [
      { name: 'Toyota', domains: ['toyota.com'] },
      { name: 'Tesla', domains: ['tesla.com'] },
      { name: 'Ford', domains: ['ford.com'] },
      { name: 'Volkswagen', domains: ['vw.com'] },
    ],
  },
  airline: {
    ko: [
      { name: '대한항공', domains: ['koreanair.com'] },
      { name: '아시아나항공', domains: ['flyasiana.com'] },
      { name: '제주항공', domains: ['jejuair.net'] },
      { name: '진에어', domains: ['jinair.com'] },
      { name: '티웨이항공', domains: ['twayair.com'] },
    ],
    en: [
      { name: 'Delta Air Lines', domains: ['delta.com'] },
      { name: 'United Airlines', domains: ['united.com'] },
      { name: 'American Airlines', domains: ['aa.com'] },
      { name: 'Emirates', domains: ['emirates.com'] },
    ],
  },
  travel: {
    ko: [
      { name: '야놀자', domains: ['yanolja.com'] },
      { name: '여기어때', domains: ['goodchoice.kr'] },
      { name: '하나투어', domains: ['hanatour.com'] },
      { name: '모두투어', domains: ['modetour.com'] },
    ],
    en: [
      { name: 'Booking.com', domains: ['booking.com'] },
      { name: 'Expedia', domains: ['expedia.com'] },
      { name: 'Airbnb', domains: ['airbnb.com'] },
      { name: 'Marriott', domains: ['marriott.com'] },
    ],
  },
  ecommerce: {
    ko: [
      { name: '쿠팡', domains: ['coupang.com'] },
      { name: '네이버쇼핑', domains: ['shopping.naver.com'] },
      { name: '11번가', domains: ['11st.co.kr'] },
      { name: 'G마켓', domains: ['gmarket.co.kr'] },
      { name: 'SSG닷컴', domains: ['ssg.com'] },
    ],
    en: [
      { name: 'Amazon', domains: ['amazon.com'] },
      { name: 'eBay', domains: ['ebay.com'] },
      { name: 'Walmart', domains: ['walmart.com'] },
      { name: 'Etsy', domains: ['etsy.com'] },
    ],
  },
  saas: {
    ko: [
      { name: '더존비즈온', domains: ['douzone.com'] },
      { name: '채널톡', domains: ['channel.io'] },
      { name: '플렉스', domains: ['flex.team'] },
      { name: '잔디', domains: ['jandi.com'] },
    ],
    en: [
      { name: 'Salesforce', domains: ['salesforce.com'] },
      { name: 'HubSpot', domains: ['hubspot.com'] },
      { name: 'Slack', domains: ['slack.com'] },
      { name: 'Notion', domains: ['notion.so'] },
    ],
  },
  education: {
    ko: [
      { name: '메가스터디', domains: ['megastudy.net'] },
      { name: '대교', domains: ['daekyo.com'] },
      { name: '웅진씽크빅', domains: ['wjthinkbig.com'] },
      { name: '클래스101', domains: ['class101.net'] },
    ],
    en: [
      { name: 'Coursera', domains: ['coursera.org'] },
      { name: 'Udemy', domains: ['udemy.com'] },
      { name: 'Khan Academy', domains: ['khanacademy.org'] },
      { name: 'Duolingo', domains: ['duolingo.com'] },
    ],
  },
  food: {
    ko: [
      { name: 'CJ제일제당', domains: ['cj.co.kr'] },
      { name: '농심', domains: ['nongshim.com'] },
      { name: '오뚜기', domains: ['ottogi.co.kr'] },
      { name: '풀무원', domains: ['pulmuone.co.kr'] },
    ],
    en: [
      { name: 'Nestlé', domains: ['nestle.com'] },
      { name: 'PepsiCo', domains: ['pepsico.com'] },
      { name: 'Coca-Cola', domains: ['coca-cola.com'] },
      { name: 'Kraft Heinz', domains: ['kraftheinzcompany.com'] },
    ],
  },
  telecom: {
    ko: [
      { name: 'SK텔레콤', domains: ['sktelecom.com'] },
      { name: 'KT', domains: ['kt.com'] },
      { name: 'LG유플러스', domains: ['lguplus.com'] },
    ],
    en: [
      { name: 'Verizon', domains: ['verizon.com'] },
      { name: 'AT&T', domains: ['att.com'] },
      { name: 'T-Mobile', domains: ['t-mobile.com'] },
    ],
  },
  games: {
    ko: [
      { name: '넥슨', domains: ['nexon.com'] },
      { name: '엔씨소프트', domains: ['ncsoft.com'] },
      { name: '넷마블', domains: ['netmarble.com'] },
      { name: '크래프톤', domains: ['krafton.com'] },
    ],
    en: [
      { name: 'Nintendo', domains: ['nintendo.com'] },
      { name: 'Electronic Arts', domains: ['ea.com'] },
      { name: 'Ubisoft', domains: ['ubisoft.com'] },
      { name: 'Epic Games', domains: ['epicgames.com'] },
    ],
  },
};
