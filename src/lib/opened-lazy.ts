import { type ComponentType, createElement, useEffect, useState } from 'react';
import { readyLazy } from './ready-lazy.ts';

export type OpenedLazy<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A part that shows only once the user opens it (a menu's contents, a dialog, the full player): its code loads
 * at the first opening and the part shows by a plain update once it is there; opened again, or after its code
 * arrived another way (preload), it renders at once. Not React.lazy: a part that suspends shows its fallback,
 * and React holds the content back until 300 ms after the last fallback it committed (its reveal throttle), so
 * every first opening took 300 ms or more (the settings menu: about 330 ms). Never for a part the server renders.
 */
export function openedLazy<P extends object>(load: () => Promise<ComponentType<P>>): OpenedLazy<P> {
  const part = readyLazy(load);
  let ready = false;
  const preload = () =>
    part.preload().then(() => {
      ready = true;
    });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module when it loads (as React.lazy is), never in a render
  function Opened(props: P) {
    const [shown, setShown] = useState(ready);
    useEffect(() => {
      if (shown) return;
      let live = true;
      preload().then(
        () => {
          if (live) setShown(true);
        },
        // Not there (offline before it was cached, a replaced build): the next opening tries again.
        (error: unknown) => console.error('A part of the page could not be loaded', error),
      );
      return () => {
        live = false;
      };
    }, [shown]);
    return shown ? createElement(part.Component, props) : null;
  }
  return Object.assign(Opened, { preload });
}
