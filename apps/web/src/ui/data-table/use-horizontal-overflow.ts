import { useEffect, useState } from 'react';

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
 * Follows a scroll viewport (a table's) so that a narrow screen can say that it scrolls sideways. It takes the element
 * itself (from a callback ref), so that a grid that appears late, or a viewport its library mounts anew (a table that
 * had no rows yet), is followed as it is now; it measures again on every scroll, when the viewport or any of its
 * children changes size, and when its children are replaced.
 */
export function useHorizontalOverflow(viewport: HTMLElement | null): HorizontalOverflow {
  const [state, setState] = useState<HorizontalOverflow>(fits);
  useEffect(() => {
    if (!viewport) {
      setState(fits);
      return;
    }
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
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    const follow = () => {
      resized?.disconnect();
      resized?.observe(viewport);
      for (const child of viewport.children) resized?.observe(child);
      update();
    };
    follow();
    viewport.addEventListener('scroll', update, { passive: true });
    const replaced = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(follow);
    replaced?.observe(viewport, { childList: true });
    return () => {
      viewport.removeEventListener('scroll', update);
      resized?.disconnect();
      replaced?.disconnect();
    };
  }, [viewport]);
  return state;
}
