import { lazyWhenOpened } from '../lazy-when-opened.tsx';
import type { AnswerListProps } from './AnswerList.tsx';

export type AnswerListDrawerProps = AnswerListProps & { opened: boolean; onClose: () => void; title: string };

/**
 * The answers behind a table cell in a side drawer (AnswerListDrawerPanel.tsx): nothing of it is loaded with the
 * screen; it mounts on its first opening.
 */
export const AnswerListDrawer = lazyWhenOpened<AnswerListDrawerProps>(() =>
  import('./AnswerListDrawerPanel.tsx').then((module) => module.default),
);

/** Fetches the drawer's chunk ahead of the first press (tests await it before they press). */
export const preloadAnswerListDrawer = AnswerListDrawer.load;
