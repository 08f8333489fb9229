/**
 * Login CSRF protection (RFC 9700 §4.7, OAuth `state`): every return URL handed to a hosted page
 * carries this tab's random state, and a return is only exchanged when it brings the same state
 * back, so a link with somebody else's ?code= cannot sign this browser into their account.
 */
const KEY = 'login-state';
export const LOGIN_STATE_PARAM = 'state';

const newState = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The tab's pending login state, created on first use (one per tab, so parallel tabs never clash). */
export function pendingLoginState(): string {
  const current = sessionStorage.getItem(KEY);
  if (current) return current;
  const state = newState();
  sessionStorage.setItem(KEY, state);
  return state;
}

/** Whether a return's state is the one this tab sent; a match is spent so a code URL works once. */
export function acceptLoginState(received: string | undefined): boolean {
  const expected = sessionStorage.getItem(KEY);
  if (!expected || received !== expected) return false;
  sessionStorage.removeItem(KEY);
  return true;
}
