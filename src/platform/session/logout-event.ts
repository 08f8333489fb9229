/** Dispatched on window when the session ends (session-events.ts): any tab state that must reset listens. */
export const LOGOUT_EVENT = 'portal:logout';

export const dispatchLogout = (): void => {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
};
