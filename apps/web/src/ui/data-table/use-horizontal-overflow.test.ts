// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';

/** A viewport whose sizes are set by hand (the test DOM lays nothing out). */
function viewport(scrollWidth: number, clientWidth = 390): HTMLDivElement {
  const element = document.createElement('div');
  element.appendChild(document.createElement('table'));
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  return element;
}

describe('useHorizontalOverflow', () => {
  it('follows the element it is given now: none, then one that scrolls sideways, then one that fits', () => {
    const { result, rerender } = renderHook(({ element }) => useHorizontalOverflow(element), {
      initialProps: { element: null as HTMLElement | null },
    });
    expect(result.current.overflowing).toBe(false);
    rerender({ element: viewport(800) });
    expect(result.current).toEqual({ overflowing: true, atStart: true, atEnd: false });
    rerender({ element: viewport(390) });
    expect(result.current.overflowing).toBe(false);
  });

  it('measures again when the viewport’s content is replaced (a grid that had no rows yet)', async () => {
    const element = viewport(390);
    const { result } = renderHook(() => useHorizontalOverflow(element));
    expect(result.current.overflowing).toBe(false);
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 900 });
    act(() => {
      element.replaceChildren(document.createElement('table'));
    });
    await waitFor(() => expect(result.current.overflowing).toBe(true));
  });

  it('says when the viewport is scrolled to its end', () => {
    const element = viewport(800);
    const { result } = renderHook(() => useHorizontalOverflow(element));
    act(() => {
      element.scrollLeft = 410;
      element.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toEqual({ overflowing: true, atStart: false, atEnd: true });
  });
});
