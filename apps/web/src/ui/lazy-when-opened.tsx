import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

interface Openable {
  opened: boolean;
}

/**
 * A modal or drawer whose code loads after the screen's first paint (issue 39: a screen's first load holds only what
 * it shows): its chunk is fetched when the browser is idle, and it mounts on its first opening. Mounted, it opens one
 * render later, so that it sees itself open as when it was always mounted (its transition runs, and once closed it
 * gives focus back to what had it). `load` is also what tests await before they press.
 */
export function lazyWhenOpened<P extends Openable>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { load: () => Promise<ComponentType<P>> } {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function OpenAfterMount(props: P) {
    const [shown, setShown] = useState(false);
    useEffect(() => setShown(props.opened), [props.opened]);
    return <Lazy {...props} opened={shown} />;
  }
  function LazyWhenOpened(props: P) {
    const [used, setUsed] = useState(props.opened);
    if (props.opened && !used) setUsed(true);
    useEffect(() => whenIdle(() => void load()), []);
    if (!used) return null;
    return (
      <Suspense fallback={null}>
        <OpenAfterMount {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWhenOpened, { load });
}
