/**
 * The labels of the buttons Google shows under a place (call, directions, website), in the interface languages
 * Sightline tracks. SerpApi's text of a place often ends with them, glued on: "…pastries.WebsiteDirections",
 * "…카페입니다.웹사이트경로전화".
 */
const labels = [
  ...['Call', 'Directions', 'Website'],
  ...['전화', '경로', '길찾기', '웹사이트'],
  ...['電話', 'ルート', '経路', 'ウェブサイト'],
  ...['致电', '路线', '网站', '撥打電話', '路線', '網站'],
  ...['Appeler', 'Itinéraire', 'Site Web'],
  ...['Anrufen', 'Route', 'Website'],
  ...['Llamar', 'Cómo llegar', 'Sitio web'],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = `(?:${[...new Set(labels)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})`;
const gap = '[\\s·•|]*';
/** Only labels (one or more): the whole text is buttons. */
const onlyLabels = new RegExp(`^${gap}${label}(?:${gap}${label})*${gap}$`, 'u');
/** Two or more labels in a row, anywhere; the run must not end inside a word ("CallRoutes"). */
const labelRun = new RegExp(`${gap}${label}(?:${gap}${label})+(?![\\p{Ll}])`, 'gu');
/** One label at the very end, and what precedes it. */
const lastLabel = new RegExp(`(\\S?)(\\s*)(${label})\\s*$`, 'u');
/** Punctuation a label is glued to when it is a button, not a word of the sentence. */
const sentenceEnd = /[.!?。！？)\]」』]/;

/** Whether `text` is nothing but button labels. */
export function isButtonLabel(text: string): boolean {
  return onlyLabels.test(text);
}

/**
 * `text` without the button labels Google glued into it: the whole text when it is only labels, any run of two or
 * more labels, and a last label that is glued to the end of a sentence or that is the text of one of the block's
 * links (`linkTexts`, its `snippet_links`). A label inside a sentence ("visit the website") is kept.
 */
export function stripButtonLabels(text: string, linkTexts: ReadonlySet<string> = new Set()): string {
  if (onlyLabels.test(text)) return '';
  let out = text.replace(labelRun, (run, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? '';
    const after = whole[offset + run.length] ?? '';
    return before && after && !/\s/.test(before) && !/\s/.test(after) && !sentenceEnd.test(before) ? ' ' : '';
  });
  const last = lastLabel.exec(out);
  if (last) {
    const [, before = '', space = '', word = ''] = last;
    const glued = space === '' && sentenceEnd.test(before);
    if (glued || linkTexts.has(word)) out = out.slice(0, last.index + before.length);
  }
  return out.trim();
}
