/**
 * A locale for segmenting a text, from the scripts it is written in: Hangul → `ko`, kana → `ja`, Han without
 * kana → `zh`, Thai → `th`, anything else `en`. Only the text decides (not the prompt), so a stored answer is
 * segmented the same way when it is read again.
 */
export function scriptLocale(text: string): string {
  if (/[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[\u3040-\u30ff\u31f0-\u31ff]/.test(text)) return 'ja';
  if (/\p{Script=Han}/u.test(text)) return 'zh';
  if (/\p{Script=Thai}/u.test(text)) return 'th';
  return 'en';
}
