import { type ComponentType, createElement, useEffect, useState } from 'react';

/**
 * A part that neither the server's page nor the hydrating render shows (it waits for something only the browser
 * knows, later): its code loads once the page has mounted, so it is not part of the first load. Until it is
 * there the part renders nothing, as the server did, and hydration matches; once loaded, it renders at once.
 */
export function afterMountLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next mount tries again (a chunk of a replaced build reloads the page meanwhile).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module when it loads (as React.lazy is), never in a render
  function AfterMount(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
    useEffect(() => {
      if (loaded) {
        setComponent(() => loaded);
        return;
      }
      let live = true;
      start()
        .then((component) => {
          if (live) setComponent(() => component);
        })
        .catch((error: unknown) => console.error('A part of the page could not be loaded', error));
      return () => {
        live = false;
      };
    }, []);
    return Component ? createElement(Component, props) : null;
  }
  return AfterMount;
}
