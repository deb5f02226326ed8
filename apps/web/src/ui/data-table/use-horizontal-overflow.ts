import { type RefObject, useEffect, useState } from 'react';

/** Whether a scroll viewport's content is wider than it, and whether it is scrolled to either end. */
export interface HorizontalOverflow {
  overflowing: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const fits: HorizontalOverflow = { overflowing: false, atStart: true, atEnd: true };

/** Measures a viewport sideways, again on every scroll and whenever it or its content changes size. */
export function measureOverflow(viewport: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): HorizontalOverflow {
  const hidden = viewport.scrollWidth - viewport.clientWidth;
  if (hidden <= 1) return fits;
  return { overflowing: true, atStart: viewport.scrollLeft <= 1, atEnd: viewport.scrollLeft >= hidden - 1 };
}

/**
 * Follows a scroll viewport (a table's) so that a narrow screen can say that it scrolls sideways; `ready` turns true
 * when the viewport exists (a grid that loads after its table), and the hook then starts following it.
 */
export function useHorizontalOverflow(
  viewportRef: RefObject<HTMLElement | null>,
  ready = true,
): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>(fits);
  useEffect(() => {
    const viewport = ready ? viewportRef.current : null;
    if (!viewport) return;
    const update = () => {
      const next = measureOverflow(viewport);
      setState((previous) =>
        previous.overflowing === next.overflowing &&
        previous.atStart === next.atStart &&
        previous.atEnd === next.atEnd
          ? previous
          : next,
      );
    };
    update();
    viewport.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(viewport);
    if (viewport.firstElementChild) observer?.observe(viewport.firstElementChild);
    return () => {
      viewport.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [viewportRef, ready]);
  return state;
}
