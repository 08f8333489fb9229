import { useEffect, useRef } from 'react';
import { currentDialog, openDialog } from '#components/dialogs/dialog-store.ts';
import { useConsent } from '#features/consent/use-consent.ts';
import { readPurchaseReturn } from '#features/navigation/purchase-return.ts';
import { hasSeenOnboarding, markOnboardingSeen } from '#features/onboarding/onboarding-seen.ts';

/** How long the first page settles before onboarding may greet (late dialogs, the consent bar). */
const SETTLE_MS = 1500;
let decided = false;

/**
 * Commerce §2 onboarding on a device's first visit: once per page load, after the page settled, and only when
 * nothing else is in the way: no dialog open, no purchase return in the address, no consent bar asking.
 * Shown means seen (a reload does not show it again).
 */
export function OnboardingGate() {
  const { asking } = useConsent();
  const asked = useRef(asking);
  asked.current = asking;
  useEffect(() => {
    if (decided) return;
    if (hasSeenOnboarding() || readPurchaseReturn(window.location.search)) {
      decided = true;
      return;
    }
    const timer = window.setTimeout(() => {
      decided = true;
      if (asked.current || currentDialog() || hasSeenOnboarding()) return;
      markOnboardingSeen();
      openDialog('onboarding');
    }, SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
