// @vitest-environment happy-dom

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyAfterPaint } from './lazy-after-paint.tsx';

/** A load that resolves only when the test says so, counting its calls. */
function deferredLoad() {
  let resolve!: (component: (props: { name: string }) => React.JSX.Element) => void;
  let reject!: (error: Error) => void;
  const calls = { count: 0 };
  const load = vi.fn(() => {
    calls.count += 1;
    return new Promise<(props: { name: string }) => React.JSX.Element>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return {
    load,
    calls,
    resolve: (c: Parameters<typeof resolve>[0]) => resolve(c),
    reject: (e: Error) => reject(e),
  };
}

// happy-dom has no requestIdleCallback: whenIdle waits this long instead (ui/when-idle.ts).
const idleMs = 1500;

const Outline = ({ name }: { name: string }) => <span data-testid="outline">outline of {name}</span>;
const Control = ({ name }: { name: string }) => <button type="button">control {name}</button>;

describe('lazyAfterPaint', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the outline with the same props, fetches once the browser is idle, then shows the control', async () => {
    vi.useFakeTimers();
    const deferred = deferredLoad();
    const Lazy = lazyAfterPaint(deferred.load, Outline);
    render(<Lazy name="a" />);
    expect(screen.getByTestId('outline').textContent).toBe('outline of a');
    await act(async () => {
      vi.advanceTimersByTime(idleMs - 1);
    });
    expect(deferred.load).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(deferred.load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('outline')).toBeTruthy();
    await act(async () => deferred.resolve(Control));
    expect(screen.getByRole('button').textContent).toBe('control a');
    expect(screen.queryByTestId('outline')).toBeNull();
    // A later mount shows the control at once, without asking again.
    cleanup();
    render(<Lazy name="b" />);
    expect(screen.getByRole('button').textContent).toBe('control b');
    expect(deferred.load).toHaveBeenCalledTimes(1);
  });

  it('keeps the outline when the chunk cannot be fetched, and the next mount tries again', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const deferred = deferredLoad();
    const Lazy = lazyAfterPaint(deferred.load, Outline);
    render(<Lazy name="a" />);
    await act(async () => {
      vi.advanceTimersByTime(idleMs);
    });
    await act(async () => deferred.reject(new Error('chunk gone')));
    expect(screen.getByTestId('outline')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    cleanup();
    render(<Lazy name="a" />);
    await act(async () => {
      vi.advanceTimersByTime(idleMs);
    });
    expect(deferred.load).toHaveBeenCalledTimes(2);
    await act(async () => deferred.resolve(Control));
    expect(screen.getByRole('button').textContent).toBe('control a');
    warn.mockRestore();
  });

  it('stops waiting when unmounted before the browser is idle', async () => {
    vi.useFakeTimers();
    const deferred = deferredLoad();
    const Lazy = lazyAfterPaint(deferred.load, Outline);
    const { unmount } = render(<Lazy name="a" />);
    unmount();
    await act(async () => {
      vi.advanceTimersByTime(idleMs);
    });
    expect(deferred.load).not.toHaveBeenCalled();
  });
});
