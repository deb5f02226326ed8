/**
 * Korean particles after a brand name, as a real answer writes them: 은/는, 이/가, 을/를, 과/와 chosen by whether the
 * name ends in a consonant (루미엘은, 그린테라는). A Latin name (Lumiel, DailyDew) is read aloud: a final vowel letter (or w, y) counts
 * as a vowel, anything else as a consonant.
 */

/** Template slots: `{b}` the bare name, `{b은}` `{b이}` `{b을}` `{b와}` the name with its particle. */
const slot = /\{b(은|이|을|와)?\}/g;

const pairs: Record<string, [consonant: string, vowel: string]> = {
  은: ['은', '는'],
  이: ['이', '가'],
  을: ['을', '를'],
  와: ['과', '와'],
};

export function endsInConsonant(name: string): boolean {
  const last = name.trim().at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return (code - 0xac00) % 28 !== 0;
  return !/[aeiouwy]/i.test(last);
}

/** The template with every slot filled with `name` and the particle its last sound takes. */
export function fillName(template: string, name: string): string {
  const consonant = endsInConsonant(name);
  return template.replace(slot, (_all, particle: string | undefined) => {
    if (!particle) return name;
    const [afterConsonant, afterVowel] = pairs[particle]!;
    return name + (consonant ? afterConsonant : afterVowel);
  });
}
