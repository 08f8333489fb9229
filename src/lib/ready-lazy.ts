import { type ComponentType, createElement, use } from 'react';

export interface ReadyLazy<P extends object> {
  Component: ComponentType<P>;
  /** Starts loading (once); resolves when the component renders without waiting. */
  preload(): Promise<void>;
}

/**
 * A component whose code loads on demand, like React.lazy, except that once its code is there it renders
 * at once. React.lazy suspends on its first render even when the module is loaded already, so a part the
 * server rendered stays dehydrated (its inert HTML, where a click is lost) after the rest of the page has
 * hydrated; preloaded before hydrateRoot, this one hydrates with the page.
 * `ready` tells whether the code arrived by another way (the loader's modules were imported elsewhere).
 */
export function readyLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  ready: () => ComponentType<P> | undefined = () => undefined,
): ReadyLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The next render tries again (a chunk of a replaced build reloads the page meanwhile).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module when it loads (as React.lazy is), never in a render
  function LazyPart(props: P) {
    // `use` of the one pending promise: suspends until it settles, and reads it at once afterwards.
    const Component = loaded ?? ready() ?? use(start());
    return createElement(Component, props);
  }
  return {
    Component: LazyPart,
    preload: async () => {
      await start();
    },
  };
}
