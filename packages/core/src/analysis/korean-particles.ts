/**
 * What may follow a Hangul name inside the same word: case particles, delimiters and copula endings
 * (삼성전자는, 삼성전자의, 삼성전자에서도, 삼성전자와의, 삼성전자입니다). A name followed by any other syllable
 * (토스 in 토스트, 현대 in 현대적인, 삼성 in 삼성동) is not a mention. The rest of the word must split entirely into
 * these pieces, at most four of them.
 */
export const koreanParticles: readonly string[] = [
  // case particles
  '은 는 이 가 을 를 의 에 에서 에게 에게서 께 께서 한테 와 과 랑 이랑 하고 로 으로 로서 으로서 로써 으로써',
  // delimiters
  '도 만 부터 까지 보다 처럼 만큼 마다 조차 마저 밖에 뿐 이나 나 이든 든 이라도 라도 요 들 측',
  // copula and endings
  '이다 다 입니다 이며 며 이고 고 이었 였 이라 라 이라는 라는 이란 란 이에요 예요 이죠 죠 이지만 지만 인데 인지 이라고 라고 이면 면 이야 야',
]
  .join(' ')
  .split(' ');

const set = new Set(koreanParticles);
const MAX_PARTICLE = Math.max(...koreanParticles.map((p) => p.length));
const MAX_PIECES = 4;

/** True when `rest` (the Hangul syllables right after a name) is a sequence of particles and endings. */
export function isParticleSequence(rest: string, from = 0, pieces = 0): boolean {
  if (from === rest.length) return true;
  if (pieces === MAX_PIECES) return false;
  for (let size = Math.min(MAX_PARTICLE, rest.length - from); size >= 1; size--) {
    if (set.has(rest.slice(from, from + size)) && isParticleSequence(rest, from + size, pieces + 1))
      return true;
  }
  return false;
}
