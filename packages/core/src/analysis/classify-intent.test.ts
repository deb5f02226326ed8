import { describe, expect, it } from 'vitest';
import { classifyIntent } from './classify-intent.ts';
import { phoneProfile } from './test-fixtures.ts';

describe('classifyIntent', () => {
  it.each([
    // Korean
    ['삼성전자 공식 홈페이지 주소 알려줘', 'navigational', true],
    ['삼성 로그인', 'navigational', true],
    ['네이버 로그인', 'informational', false],
    ['갤럭시 S25 최저가 구매처', 'transactional', false],
    ['아이폰 16 가격 얼마예요?', 'transactional', true],
    ['가성비 노트북추천 해줘', 'commercial', false],
    ['삼성과 LG 냉장고 비교', 'commercial', true],
    ['갤럭시 S25 사용 후기', 'commercial', false],
    ['OLED와 LCD의 원리는?', 'informational', false],
    ['스마트폰 배터리 오래 쓰는 법', 'informational', false],
    // English
    ['Samsung official website', 'navigational', true],
    ['sign in to my Apple account', 'navigational', true],
    ['where to buy a cheap phone', 'transactional', false],
    ['iPhone 16 price in Korea', 'transactional', true],
    ['best phones of 2025', 'commercial', false],
    ['Samsung vs LG TVs', 'commercial', true],
    ['Sony camera reviews', 'commercial', true],
    ['how does OLED work', 'informational', false],
    ['Samsung history', 'informational', true],
    ['toplist of topics', 'informational', false],
    ['what is the difference between OLED and QLED?', 'informational', false],
    ['difference between Samsung and LG fridges', 'commercial', true],
    ['How do I move my photos from iPhone to Galaxy?', 'informational', true],
    ['how to compare Samsung and LG fridges', 'commercial', true],
    ['which phone should I pick under $500', 'commercial', false],
    ['low cost phones in Seoul', 'commercial', false],
    ['Quel téléphone choisir pour un enfant ?', 'commercial', false],
    ['Welches Handy bis 300 Euro?', 'commercial', false],
    ['Cómo paso mis fotos de iPhone a Samsung', 'informational', true],
    ['아이폰에서 갤럭시로 사진 옮기는 방법', 'informational', true],
    ['which phone is good for photos?', 'commercial', false],
    // a bare brand name or domain is where the user wants to go
    ['Samsung', 'navigational', true],
    ['  삼성전자 ', 'navigational', true],
    ['samsung.com', 'navigational', true],
    ['www.example.co.kr', 'navigational', false],
    // two tracked brands together: a comparison
    ['Samsung or Apple for a student?', 'commercial', true],
    // Japanese, Chinese, French, German, Spanish
    ['Galaxyの公式サイト', 'navigational', true],
    ['Galaxy S25の最安値', 'transactional', true],
    ['ワイヤレスイヤホン おすすめ', 'commercial', false],
    ['どのスマホがいい？', 'commercial', false],
    ['有機ELの仕組みとは', 'informational', false],
    ['三星官网', 'informational', false],
    ['Galaxy官网', 'navigational', true],
    ['iPhone 16多少钱', 'transactional', true],
    ['手机推荐', 'commercial', false],
    ['OLED和LCD有什么区别？', 'informational', false],
    ['Samsung connexion', 'navigational', true],
    ['combien coûte un smartphone pliable', 'transactional', false],
    ['meilleur smartphone 2025', 'commercial', false],
    ['comment fonctionne un écran OLED', 'informational', false],
    ['Samsung Galaxy S25 Preis', 'transactional', true],
    ['welches Handy ist besser für Fotos?', 'commercial', false],
    ['Unterschied zwischen OLED und LCD', 'informational', false],
    ['precio del iPhone 16', 'transactional', true],
    ['¿cuál es el mejor móvil calidad precio?', 'commercial', false],
    ['rapport qualité prix des écouteurs', 'commercial', false],
    ['prix des écouteurs', 'transactional', false],
    ['cómo funciona una pantalla OLED', 'informational', false],
  ] as const)('%s → %s (branded: %s)', (prompt, intent, branded) => {
    expect(classifyIntent(prompt, phoneProfile)).toEqual({ intent, branded });
  });
});
