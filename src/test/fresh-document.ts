// Setup file of the portal project, after fresh-globals.ts: its files share one happy-dom window, so each
// starts where a new window would: an empty document at the start URL and size, with no storage, cookies
// or window/document listeners left by earlier files.
import { configure } from '@testing-library/react';
import * as PropertySymbol from 'happy-dom/lib/PropertySymbol.js';
import WindowBrowserContext from 'happy-dom/lib/window/WindowBrowserContext.js';

interface WindowControl {
  setURL(url: string): void;
  setWindowSize(size: { width: number; height: number }): void;
}

type Listener = [EventTarget, string, EventListenerOrEventListenerObject | null, unknown];

export interface StartState {
  url: string;
  width: number;
  height: number;
  /** Listeners added to window and document since the last reset (the window's own are not in it). */
  listeners: Listener[];
}

// Kept on the document: this module is evaluated anew for every file, the start state must outlive it.
const START = Symbol.for('media-portal.test.fresh-document');
const control = () => (globalThis as unknown as { happyDOM: WindowControl }).happyDOM;

/** Records what files add, so the next file can take it off again. */
function trackListeners(target: EventTarget, listeners: Listener[]): void {
  const add = target.addEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    listeners.push([target, type, listener, options]);
    add(type, listener, options);
  };
}

function clearAttributes(element: Element): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
}

function clearCookies(): void {
  const window = (document as unknown as Record<symbol, unknown>)[PropertySymbol.window];
  const frame = new WindowBrowserContext(window as never).getBrowserFrame();
  frame?.page.context.cookieContainer.clearCookies();
}

/** Takes the window back to the start state: what earlier files changed or added is gone. */
export function reset(start: StartState): void {
  for (const [target, type, listener, options] of start.listeners.splice(0)) {
    target.removeEventListener(type, listener, options as EventListenerOptions);
  }
  control().setURL(start.url);
  control().setWindowSize({ width: start.width, height: start.height });
  const root = document.documentElement;
  for (const child of [...root.children])
    if (child !== document.head && child !== document.body) child.remove();
  for (const element of [root, document.head, document.body]) clearAttributes(element);
  document.head.replaceChildren();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
}

// Files in the node environment (`@vitest-environment node`) have no document to reset.
const holder =
  typeof document === 'undefined' ? undefined : (document as Document & { [START]?: StartState });
/** The window's start state, recorded when the worker's first file began. */
export const startState = (): StartState | undefined => holder?.[START];

const start = startState();
if (start) reset(start);
else if (holder) {
  const first: StartState = { url: location.href, width: innerWidth, height: innerHeight, listeners: [] };
  trackListeners(window, first.listeners);
  trackListeners(document, first.listeners);
  holder[START] = first;
}

// On 2 loaded cores (CI, or a machine running journeys) a render can take longer than Testing Library's 1 s
// default to show what a test waits for: wait up to 5 s. A query that holds returns at once, so only a
// failing test waits longer.
configure({ asyncUtilTimeout: 5000 });
