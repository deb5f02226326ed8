import type { ContentTypeId } from '@sightline/contracts';

/**
 * One colour per content type on this screen's charts and tables (not brand colours: these are kinds of pages), so a
 * type looks the same in the donut, the stacked bars, the trend and the table swatches.
 */
export const contentTypeColors: Record<ContentTypeId, string> = {
  homepage: 'indigo.6',
  article: 'blue.5',
  listicle: 'cyan.6',
  comparison: 'teal.6',
  review: 'green.6',
  product: 'lime.6',
  category: 'yellow.6',
  docs: 'orange.6',
  forum: 'red.6',
  video: 'pink.6',
  news: 'grape.6',
  profile: 'violet.4',
  other: 'gray.5',
};
