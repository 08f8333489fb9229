import { useEffect, useRef } from 'react';
import { currentDialog, openDialog } from '#components/dialogs/dialog-store.ts';
import { useConsent } from '#features/consent/use-consent.ts';
import { readPurchaseReturn } from '#features/navigation/purchase-return.ts';
import { hasSeenOnboarding, markOnboardingSeen } from '#features/onboarding/onboarding-seen.ts';
import { useIsConfigLoaded } from '#platform/configuration/config-loaded.ts';

/** How long the first page settles, once the configuration is known, before onboarding may greet. */
const SETTLE_MS = 1500;
let decided = false;

/**
 * Commerce §2 onboarding on a device's first visit: once per page load, after the page settled, and only when
 * nothing else was in the way: no dialog open, no purchase return in the address, no consent bar asking on
 * this load (not even one answered quickly). Shown means seen (a reload does not show it again).
 */
export function OnboardingGate() {
  const { asking } = useConsent();
  const loaded = useIsConfigLoaded();
  const consentAsked = useRef(false);
  if (asking) consentAsked.current = true;
  useEffect(() => {
    if (decided || !loaded) return;
    if (hasSeenOnboarding() || readPurchaseReturn(window.location.search)) {
      decided = true;
      return;
    }
    const timer = window.setTimeout(() => {
      decided = true;
      if (consentAsked.current || currentDialog() || hasSeenOnboarding()) return;
      markOnboardingSeen();
      openDialog('onboarding');
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);
  return null;
}
