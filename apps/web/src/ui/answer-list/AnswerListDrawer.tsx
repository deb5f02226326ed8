import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle.ts';
import type { AnswerListProps } from './AnswerList.tsx';

export type AnswerListDrawerProps = AnswerListProps & { opened: boolean; onClose: () => void; title: string };

// The drawer and its list load when a number is first opened, not with the screen (issue 39: a screen's first load).
const loadPanel = () => import('./AnswerListDrawerPanel.tsx');
const AnswerListDrawerPanel = lazy(loadPanel);

/**
 * The answers behind a table cell in a side drawer. Nothing is loaded or mounted until it is first opened; the chunk
 * is fetched when the screen is idle, so that the first press opens it at once.
 */
export function AnswerListDrawer(props: AnswerListDrawerProps) {
  const [used, setUsed] = useState(props.opened);
  useEffect(() => whenIdle(() => void preloadAnswerListDrawer()), []);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AnswerListDrawerPanel {...props} />
    </Suspense>
  );
}

/** Fetches the drawer's chunk ahead of the first press (tests await it before they press). */
export function preloadAnswerListDrawer(): Promise<unknown> {
  return loadPanel();
}
