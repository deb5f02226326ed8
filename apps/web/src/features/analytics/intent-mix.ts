import { intents } from '@sightline/contracts/constants';

/** The intent of a prompt (`none` before it is classified) with how many prompts have it. */
export interface IntentCount {
  intent: (typeof intents)[number] | 'none';
  prompts: number;
  /** Of them, set by hand. */
  manual: number;
}

/**
 * The intent mix of a set of prompts: one entry per intent in the fixed order of the intents (then `none`), only
 * those with prompts, with how many were set by hand.
 */
export function intentMix(
  prompts: ReadonlyArray<{ intent: string | null; intentSource: 'auto' | 'manual' }>,
): IntentCount[] {
  const order = [...intents, 'none'] as const;
  const counts = new Map<IntentCount['intent'], IntentCount>(
    order.map((intent) => [intent, { intent, prompts: 0, manual: 0 }]),
  );
  for (const prompt of prompts) {
    const known = (intents as readonly string[]).includes(prompt.intent ?? '');
    const entry = counts.get(known ? (prompt.intent as IntentCount['intent']) : 'none');
    if (!entry) continue;
    entry.prompts += 1;
    if (prompt.intentSource === 'manual') entry.manual += 1;
  }
  return order.map((intent) => counts.get(intent)).filter((c): c is IntentCount => Boolean(c?.prompts));
}
