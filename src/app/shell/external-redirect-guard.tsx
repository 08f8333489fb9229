import { useEffect } from 'react';
import {
  interceptExternalLinks,
  setExternalRedirectDisclaimer,
} from '#components/dialogs/external-redirect.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';

/** Shell §3: follows configuration.externalRedirectDisclaimer; while it is on, links leaving the site ask first. */
export function ExternalRedirectGuard() {
  const enabled = useConfiguration().externalRedirectDisclaimer?.enabled === true;
  useEffect(() => {
    setExternalRedirectDisclaimer(enabled);
    if (!enabled) return;
    const stop = interceptExternalLinks();
    return () => {
      stop();
      setExternalRedirectDisclaimer(false);
    };
  }, [enabled]);
  return null;
}
