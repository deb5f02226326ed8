import type { SyntheticAnswer } from '@sightline/db/testing';

// A pool of plausible engine answers (Korean and English, ~1.5 k characters, several tracked brands with praise or
// complaints, markdown lists and numbered citations) for the re-analysis benchmark and tests: the stored history is
// drawn from it (seedSyntheticChats), then analysed for real.

export interface PoolBrand {
  name: string;
  aliases?: readonly string[];
  domain?: string;
}

function random(seed: number): () => number {
  let state = (seed * 2_654_435_761) >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const hosts = [
  'blog.naver.com',
  'cafe.naver.com',
  'namu.wiki',
  'www.chosun.com',
  'www.hankyung.com',
  'www.reddit.com',
  'www.youtube.com',
  'brunch.co.kr',
  'www.tistory.com',
  'en.wikipedia.org',
  'www.allure.com',
  'www.oliveyoung.co.kr',
  'www.coupang.com',
  'www.glowpick.com',
];

const koPraise = [
  '보습력이 뛰어나 만족도가 높습니다',
  '가성비가 좋아 추천합니다',
  '순한 성분으로 인기가 많습니다',
];
const koBlame = [
  '가격이 비싼 편이라 아쉽습니다',
  '향이 강하다는 불만이 있습니다',
  '효과가 평범하다는 의견이 많습니다',
];
const enPraise = [
  'is praised for great value',
  'is highly recommended for sensitive skin',
  'has excellent hydration',
];
const enBlame = [
  'is considered overpriced',
  'gets complaints about its scent',
  'is often described as mediocre',
];

/**
 * `perLanguage` answers in each language naming a random subset of `brands` (the first is the own brand), each with
 * 3–9 citations (a brand's own domain among them now and then), deterministic for a seed. An answer in five also
 * names `extraAlias` (an alias the profile does not know yet), when given.
 */
export function syntheticAnswerPool(
  brands: readonly PoolBrand[],
  perLanguage: number,
  options: { seed?: number; extraAlias?: string } = {},
): SyntheticAnswer[] {
  const next = random(options.seed ?? 7);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const answers: SyntheticAnswer[] = [];
  for (const language of ['ko', 'en'] as const) {
    for (let i = 0; i < perLanguage; i++) {
      const named = brands.filter(() => next() < 0.6);
      if (named.length === 0) named.push(brands[Math.floor(next() * brands.length)]!);
      named.sort(() => next() - 0.5);
      const citationCount = 3 + Math.floor(next() * 7);
      const citations = Array.from({ length: citationCount }, (_, k) => {
        const brand = next() < 0.15 ? pick(brands) : undefined;
        const host = brand?.domain ?? pick(hosts);
        const id = Math.floor(next() * 40);
        return { url: `https://${host}/post/${id}?utm_source=ai`, title: `${host} ${id}`, k };
      });
      const lines = [
        language === 'ko' ? `## 추천 브랜드 정리 (${i + 1})` : `## Recommended brands (${i + 1})`,
        '',
      ];
      named.forEach((brand, rank) => {
        const label = next() < 0.3 && brand.aliases?.length ? pick(brand.aliases) : brand.name;
        const good = next() < 0.65;
        const phrase = language === 'ko' ? pick(good ? koPraise : koBlame) : pick(good ? enPraise : enBlame);
        const ref = `[${(rank % citationCount) + 1}]`;
        lines.push(
          language === 'ko'
            ? `${rank + 1}. **${label}**는 ${phrase} ${ref}.`
            : `${rank + 1}. **${label}** ${phrase} ${ref}.`,
        );
      });
      if (options.extraAlias && next() < 0.2) {
        lines.push(
          '',
          language === 'ko'
            ? `${options.extraAlias} 제품도 최근 자주 언급됩니다 [1].`
            : `${options.extraAlias} products are mentioned more and more [1].`,
        );
      }
      let text = lines.join('\n');
      const filler =
        language === 'ko'
          ? '\n\n피부 타입과 계절에 따라 제품 선택이 달라질 수 있으니, 소량으로 먼저 사용해 보시는 것을 권합니다.'
          : '\n\nSkin type and season matter, so try a small size first before buying the full product.';
      while (text.length < 1400) text += filler;
      answers.push({
        language,
        text,
        citations: citations.map(({ url, title }) => ({ url, title })),
      });
    }
  }
  return answers;
}
