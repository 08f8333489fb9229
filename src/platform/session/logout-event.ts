/** Dispatched on window by the session feature when the user logs out (any tab state that must reset listens). */
export const LOGOUT_EVENT = 'portal:logout';

export const dispatchLogout = (): void => {
  window.dispatchEvent(new Event(LOGOUT_EVENT));
};
