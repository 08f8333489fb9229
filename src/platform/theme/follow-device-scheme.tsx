import { ScriptOnce } from '@tanstack/react-router';
import { THEME_COOKIE } from './theme-cookie.ts';

/**
 * Without a theme cookie the page follows the device's light/dark preference. The server cannot know it,
 * so this runs in the head of the server's page (inline, with the page's CSP nonce, removed once run),
 * before anything paints: a dark device never sees a light flash. Mantine agrees after hydration
 * (AppMantineProvider: no cookie means 'auto').
 */
export const FOLLOW_DEVICE_SCHEME = `(function(h){if(!/(?:^|;)\\s*${THEME_COOKIE}=(?:light|dark)(?:;|$)/.test(document.cookie)&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches)h.setAttribute('data-mantine-color-scheme','dark')})(document.documentElement)`;

export function FollowDeviceScheme() {
  return <ScriptOnce>{FOLLOW_DEVICE_SCHEME}</ScriptOnce>;
}
