import { type ComponentType, createElement, useEffect, useState } from 'react';
import { readyLazy } from './ready-lazy.ts';

/**
 * A part that neither the server's page nor the hydrating render shows (it waits for something only the browser
 * knows, later): its code loads once the page has mounted, so it is not part of the first load. Until it is
 * there the part renders nothing, as the server did, and hydration matches; once loaded (readyLazy's one
 * loader), it renders at once.
 */
export function afterMountLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = readyLazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module when it loads (as React.lazy is), never in a render
  function AfterMount(props: P) {
    const [shown, setShown] = useState(false);
    useEffect(() => {
      let live = true;
      part
        .preload()
        .then(() => {
          if (live) setShown(true);
        })
        .catch((error: unknown) => console.error('A part of the page could not be loaded', error));
      return () => {
        live = false;
      };
    }, []);
    return shown ? createElement(part.Component, props) : null;
  }
  return AfterMount;
}
