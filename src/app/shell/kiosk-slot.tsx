import { useCallback, useEffect, useState } from 'react';
import { FALLBACK_LOCALE } from '#contract/locales.ts';
import { isMediaPlaying } from '#features/freshness/media-playing.port.ts';
import { useKioskDeviceId } from '#features/kiosk/kiosk-device.ts';
import { clearPlayerQueue } from '#features/player/player.port.ts';
import { saveRecentSearches } from '#features/search/recent-searches.ts';
import { afterMountLazy } from '#lib/after-mount-lazy.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { writeLocaleCookie } from '#platform/locale/locale-cookie.ts';
import { logout } from '#platform/session/logout.ts';
import { userIdOf } from '#platform/session/token-claims.ts';
import { getToken } from '#platform/session/token-store.ts';
import { usePageScope } from '#platform/use-page-scope.ts';

/**
 * The kiosk's own code loads only on a kiosk (after mount: the server never knows the device), and the runtime
 * shows as soon as it is there; freshness' update gate learns to wait while it is in use.
 */
const KioskRuntime = afterMountLazy(async () => {
  const [{ KioskRuntime }, gate, session] = await Promise.all([
    import('#features/kiosk/kiosk-runtime.tsx'),
    import('#features/freshness/update-gate.ts'),
    import('#features/kiosk/kiosk-session.ts'),
  ]);
  gate.registerUpdateHold(session.kioskHoldsUpdates);
  return KioskRuntime;
});

const KIOSK_HOME = '/';

/** Whether the page's kiosk mode is on: for the whole tenant (configuration) or for this enrolled device. */
export function useKioskMode(): boolean {
  const { tenant } = usePageScope();
  const { kiosk } = useConfiguration();
  const deviceId = useKioskDeviceId(tenant.name);
  const [client, setClient] = useState(false);
  useEffect(() => setClient(true), []);
  return client && (kiosk.enabled || deviceId !== undefined);
}

/** Issue 21 kiosk mode, composed from the features it touches: player, search, session, freshness. */
export function KioskSlot() {
  const { api, tenant } = usePageScope();
  const { kiosk } = useConfiguration();
  const deviceId = useKioskDeviceId(tenant.name);
  const active = useKioskMode();
  const reset = useCallback(async () => {
    const { resetKiosk } = await import('#features/kiosk/kiosk-reset.ts');
    const language = tenant.default.locale.defaultLocale ?? FALLBACK_LOCALE;
    await resetKiosk({
      clearQueue: () => clearPlayerQueue(tenant.name, userIdOf(getToken())),
      clearSearches: () => saveRecentSearches(tenant.name, []),
      signOut: async () => {
        if (getToken()) await logout({ api, lang: language, homePath: KIOSK_HOME });
      },
      rememberDefaultLanguage: () => writeLocaleCookie(language),
      goHome: () => window.location.replace(KIOSK_HOME),
    });
  }, [api, tenant]);
  if (!active) return null;
  return (
    <KioskRuntime
      idleSeconds={kiosk.idleSeconds}
      // A tenant-wide kiosk is left only by the operator (its configuration): no device PIN ends it.
      deviceId={kiosk.enabled ? undefined : deviceId}
      mediaPlaying={isMediaPlaying}
      reset={reset}
      homePath={KIOSK_HOME}
    />
  );
}
