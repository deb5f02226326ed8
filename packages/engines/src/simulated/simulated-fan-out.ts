import type { FanOut } from '../fan-out/fan-out.ts';
import type { Citation } from '../types.ts';
import { pickSource, type SourceOptions } from './domain-pool.ts';
import type { Random } from './seeded-random.ts';

/** Phrasings the simulator's searches add to the topic, per language. */
const refinements = {
  ko: ['추천', '순위', '후기', '비교', '가격', '2026'],
  en: ['best', 'reviews', 'comparison', 'price', '2026', 'top rated'],
} as const;

/**
 * The simulator's fan-out (issue 41): one to four searches on the prompt's topic (the first the prompt itself), and
 * the pages read — every cited page, and one to four more the answer did not cite — drawn from its own random stream
 * so that the answer itself stays as it was.
 */
export function simulatedFanOut(
  random: Random,
  prompt: string,
  language: 'ko' | 'en',
  citations: readonly Citation[],
  sources: SourceOptions,
): FanOut {
  const words = sources.topic.words;
  const extra = [...refinements[language]].sort(() => random.next() - 0.5);
  const count = 1 + Math.floor(random.next() * 4);
  const searchQueries = [prompt.trim(), ...extra.slice(0, count - 1).map((w) => `${words} ${w}`)];
  const cited = [
    ...new Map(
      citations.map((c) => [c.url, { url: c.url, ...(c.title ? { title: c.title } : {}) }]),
    ).values(),
  ];
  const unread = 1 + Math.floor(random.next() * 4);
  const uncited = Array.from({ length: unread }, () => pickSource(random, sources, null)).filter(
    (page) => !cited.some((c) => c.url === page.url),
  );
  return { searchQueries: [...new Set(searchQueries)], retrieved: [...cited, ...uncited] };
}
