import { getToken } from './token-store.ts';

/**
 * The access token for a request the API client does not make (a video licence request from Shaka): the
 * boot names the session's source, which refreshes a token about to expire first.
 */
let source: (() => Promise<string | undefined>) | undefined;

export function provideAccessToken(next: () => Promise<string | undefined>): void {
  source = next;
}

/** The current access token (renewed first when close to expiry), or undefined for a visitor. */
export const currentAccessToken = (): Promise<string | undefined> =>
  source ? source() : Promise.resolve(getToken()?.access_token);
