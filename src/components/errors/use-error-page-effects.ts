import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { track } from '#platform/analytics/track.ts';
import { LOGOUT_EVENT } from '#platform/session/logout-event.ts';
import type { ErrorStatus } from './error-texts.ts';

interface ErrorPageEffects {
  status: ErrorStatus;
  /** The not-found heading in the current language (shell §2: the event's message). */
  notFoundHeading: string;
  /** What happened, e.g. "Page not found: /ar/x"; sent along as detail. */
  detail: string | undefined;
  ready: boolean;
  homeUrl: string;
}

/** Shell §2: a tracking event on display, and a logout listener from mount (logging out leaves for home). */
export function useErrorPageEffects({ status, notFoundHeading, detail, ready, homeUrl }: ErrorPageEffects) {
  const router = useRouter();

  useEffect(() => {
    if (!ready) return;
    track({
      action: 'displayed',
      area: 'error page',
      code: status === 'offline' ? 0 : status,
      message: notFoundHeading,
      type: String(status),
      detail,
    });
  }, [ready, status, notFoundHeading, detail]);

  useEffect(() => {
    const goHome = () => {
      if (/^https?:/i.test(homeUrl)) window.location.assign(homeUrl);
      else void router.navigate({ to: homeUrl });
    };
    window.addEventListener(LOGOUT_EVENT, goHome);
    return () => window.removeEventListener(LOGOUT_EVENT, goHome);
  }, [router, homeUrl]);
}
