import { useLingui } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import type { LocaleCode } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';
import { useConsent } from '#features/consent/use-consent.ts';
import { focusPlayer, PLAYER_REGION_ID, usePlayerReachable } from '#features/player/player.port.ts';
import { afterMountLazy } from '#lib/after-mount-lazy.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { useKioskMode } from './kiosk-slot.tsx';
import classes from './layout.module.css';
import { BottomTabs } from './nav/bottom-tabs.tsx';
import { ShellOverlays } from './shell-overlays.tsx';

const MAIN_ID = 'main-content';

/** Never on the first screen (it waits for an engaged visit): its code loads once the page has mounted. */
const InstallBanner = afterMountLazy(() =>
  import('#features/install/install-banner.tsx').then((module) => module.InstallBanner),
);

interface AppLayoutProps {
  tenant: Tenant;
  locale: LocaleCode;
  children: ReactNode;
}

/** Moves focus itself: a #fragment navigation would also make the router reload the page's data. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Shown while the player is on screen: its play/pause is otherwise the last of many Tab stops. */
function SkipToPlayer() {
  const { t } = useLingui();
  if (!usePlayerReachable()) return null;
  return (
    <a
      className={classes.skipLink}
      href={`#${PLAYER_REGION_ID}`}
      onClick={(event) => {
        event.preventDefault();
        focusPlayer();
      }}
    >
      {t`Skip to player`}
    </a>
  );
}

/** The default page layout: skip links (main content, player), header (with search and navigation), main landmark, footer, the phones' tab bar, and the shell's overlays. */
export function AppLayout({ tenant, locale, children }: AppLayoutProps) {
  const { t } = useLingui();
  const { asking: consentAsking } = useConsent();
  // A kiosk never offers installation (issue 21).
  const kiosk = useKioskMode();
  return (
    <div className={classes.layout}>
      <a className={classes.skipLink} href={`#${MAIN_ID}`} onClick={focusMain}>
        {t`Skip to main content`}
      </a>
      <SkipToPlayer />
      <AppHeader tenant={tenant} locale={locale} />
      {/* tabIndex -1: the skip link moves keyboard focus here, not just the scroll position. */}
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        {!kiosk && <InstallBanner held={consentAsking} />}
        {children}
      </main>
      <AppFooter tenant={tenant} />
      <BottomTabs />
      <ShellOverlays />
    </div>
  );
}
