import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

/**
 * A page component in its own chunk, in the shape pageRouteOptions takes (the router still
 * preloads it on intent: lazyRouteComponent keeps its preload).
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): RouteComponent {
  return lazyRouteComponent(load, name);
}
