/**
 * What a kiosk holds while it runs (issue 21): the screen awake, full screen from the first touch or
 * click, and the visitor inside the portal (no other site, new window or download). Each returns its
 * stop function.
 */

/** Screen Wake Lock while the page shows; the browser drops it when the tab hides, so it is asked again. */
export function holdWakeLock(nav: Navigator = navigator, doc: Document = document): () => void {
  let sentinel: WakeLockSentinel | undefined;
  let stopped = false;
  const acquire = async () => {
    if (stopped || doc.visibilityState !== 'visible' || !nav.wakeLock) return;
    if (sentinel && !sentinel.released) return;
    try {
      sentinel = await nav.wakeLock.request('screen');
      if (stopped) void sentinel.release().catch(() => undefined);
    } catch {
      // Refused (battery saver, no permission): the kiosk works, the screen may dim.
    }
  };
  const onVisibility = () => void acquire();
  doc.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopped = true;
    doc.removeEventListener('visibilitychange', onVisibility);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
  };
}

/** Full screen needs a user gesture: asked on each touch, click or key while the page is not full screen. */
export function fullscreenOnInput(doc: Document = document): () => void {
  const onInput = () => {
    if (doc.fullscreenElement || typeof doc.documentElement.requestFullscreen !== 'function') return;
    doc.documentElement.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  };
  const events = ['pointerup', 'keydown', 'touchend'] as const;
  for (const type of events) doc.addEventListener(type, onInput, { capture: true });
  return () => {
    for (const type of events) doc.removeEventListener(type, onInput, { capture: true });
  };
}

/** Whether following this link would leave the kiosk: another origin, a download or a new window. */
export function leavesKiosk(anchor: HTMLAnchorElement, origin: string): boolean {
  if (anchor.hasAttribute('download')) return true;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return true;
  try {
    return new URL(anchor.href, origin).origin !== origin;
  } catch {
    return true;
  }
}

/** Links that leave, and window.open, are stopped; `onBlocked` says so to the visitor. */
export function keepInside(onBlocked: () => void, win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !leavesKiosk(anchor, win.location.origin)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    onBlocked();
  };
  const original = win.open;
  win.open = () => {
    onBlocked();
    return null;
  };
  win.document.addEventListener('click', onClick, { capture: true });
  win.document.addEventListener('auxclick', onClick, { capture: true });
  return () => {
    win.open = original;
    win.document.removeEventListener('click', onClick, { capture: true });
    win.document.removeEventListener('auxclick', onClick, { capture: true });
  };
}
