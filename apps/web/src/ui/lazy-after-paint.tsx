import { type ComponentType, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A control the first paint shows as its outline (issue 39: a screen's first load holds only what it needs to show
 * its content): its code, and the libraries only it needs (menus, selects, popovers), is fetched when the browser is
 * idle after the first paint, and the control then takes its outline's place. Once fetched, every later mount shows
 * the control at once. `load` is also what tests await before they press.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Outline: ComponentType<P>,
): ComponentType<P> & { load: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  function LazyAfterPaint(props: P) {
    const [Control, setControl] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Control) return;
      let live = true;
      const cancel = whenIdle(() => {
        fetchOnce().then(
          (component) => live && setControl(() => component),
          (error: unknown) => {
            // A chunk that cannot be fetched (a deploy replaced it): the outline stays, the next mount tries again.
            loading = undefined;
            console.warn('could not load a control', error);
          },
        );
      });
      return () => {
        live = false;
        cancel();
      };
    }, [Control]);
    return Control ? <Control {...props} /> : <Outline {...props} />;
  }
  return Object.assign(LazyAfterPaint, { load: fetchOnce });
}
