/**
 * Answer analysis throughput on one core: answers per second for realistic answers (~2,000 characters, 6 tracked
 * brands, 8 citations), Korean and English, with a compiled profile. Run: npm run bench:analysis
 * Target (docs/features/benchmarks.md): ≥ 2,000 answers/s.
 */
import { analyzeAnswer, compileProfile } from '@sightline/core';

const profile = compileProfile({
  brand: { name: '오늘커피', aliases: ['Oneul Coffee', '오늘 커피'] },
  competitors: [
    { key: 'starbucks', name: '스타벅스', aliases: ['Starbucks'], domains: ['starbucks.co.kr'] },
    { key: 'ediya', name: '이디야', aliases: ['Ediya'], domains: ['ediya.com'] },
    { key: 'mega', name: '메가커피', aliases: ['Mega Coffee'], domains: ['mega-mgccoffee.com'] },
    { key: 'paik', name: '빽다방', aliases: ["Paik's Coffee"], domains: ['paikdabang.com'] },
    { key: 'twosome', name: '투썸플레이스', aliases: ['A Twosome Place'], domains: ['twosome.co.kr'] },
  ],
  ownedDomains: ['oneulcoffee.kr'],
  evaluationItems: [
    { key: 'price', name: '가격', keywords: ['가격', '저렴', 'price', 'cheap'] },
    { key: 'taste', name: '맛', keywords: ['맛', '풍미', 'taste', 'flavor'] },
  ],
});

const domains = [
  'https://blog.naver.com/coffee/1',
  'https://www.starbucks.co.kr/menu',
  'https://namu.wiki/w/커피',
  'https://www.chosun.com/economy/2026/11/01/',
  'https://oneulcoffee.kr/about',
  'https://www.reddit.com/r/coffee/comments/x',
  'https://ediya.com/best?utm_source=x',
  'https://www.youtube.com/watch?v=abc',
];

function koreanAnswer(seed: number): string {
  const lines = [
    `## 서울에서 인기 있는 커피 브랜드 추천 (${seed})`,
    '',
    '1. **오늘커피**는 원두 풍미가 좋고 가격도 합리적이라 많은 사람이 추천합니다 [1].',
    '2. 스타벅스는 매장이 많지만 가격이 비싼 편이라 아쉽다는 평가가 있습니다 [2].',
    '3. 이디야와 메가커피는 저렴한 가격이 장점이지만 맛은 평범하다는 의견이 많습니다 [3][4].',
    '4. 빽다방은 양이 많고 저렴해서 학생들에게 인기가 좋습니다 [5].',
    '5. 투썸플레이스는 디저트가 훌륭하다는 후기가 많습니다 [6].',
    '',
    '전반적으로 오늘 커피의 만족도가 높고, Starbucks는 분위기 면에서 여전히 강세입니다 [7][8].',
  ];
  let text = lines.join('\n');
  while (text.length < 2000)
    text += `\n\n추가로, 오늘커피의 신메뉴는 맛이 뛰어나지 않다는 의견도 일부 있습니다 [${(seed % 8) + 1}].`;
  return text;
}

function englishAnswer(seed: number): string {
  let text = [
    `## Best coffee chains in Korea (${seed})`,
    '',
    '- **Oneul Coffee** is praised for great flavor and a fair price [1].',
    '- Starbucks has the most stores, but many find it expensive [2].',
    '- Ediya and Mega Coffee are cheap, though the taste is not impressive [3][4].',
    "- Paik's Coffee offers large sizes at a low price [5].",
    '- A Twosome Place is known for excellent desserts [6].',
    '',
    'Overall, Oneul Coffee leads on satisfaction while Starbucks remains strong on atmosphere [7][8].',
  ].join('\n');
  while (text.length < 2000)
    text += `\n\nSome reviewers say Oneul Coffee's new menu is not bad at all [${(seed % 8) + 1}].`;
  return text;
}

const answers = Array.from({ length: 400 }, (_, i) => ({
  text: i % 2 === 0 ? koreanAnswer(i) : englishAnswer(i),
  citations: domains.map((url) => ({ url })),
  engine: 'simulated',
}));

function run(seconds: number, subset = answers) {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let count = 0;
  while (performance.now() < deadline) {
    for (let i = 0; i < 20; i++) analyzeAnswer(subset[(count + i) % subset.length]!, profile);
    count += 20;
  }
  return count / ((performance.now() - started) / 1000);
}

run(1); // warm-up
const korean = answers.filter((_, i) => i % 2 === 0);
const english = answers.filter((_, i) => i % 2 === 1);
console.log(`analysis, Korean answers: ${run(3, korean).toFixed(0)} answers/s (one core)`);
console.log(`analysis, English answers: ${run(3, english).toFixed(0)} answers/s (one core)`);
console.log(
  `analysis, mixed: ${run(3).toFixed(0)} answers/s (one core), ~${answers[0]!.text.length} characters each`,
);
