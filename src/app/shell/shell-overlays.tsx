import { DialogHost } from '#components/dialogs/dialog-host.tsx';
import { SnackbarHost } from '#components/snackbar/snackbar-host.tsx';
import { CreditExpiryGate } from '#features/commerce/components/credit-expiry-gate.tsx';
import { AnalyticsConsent } from '#features/consent/analytics-consent.tsx';
import { ConsentBar } from '#features/consent/consent-bar.tsx';
import { TenantStylesheet } from '#platform/theme/tenant-stylesheet.tsx';
import { OnboardingGate } from '../onboarding-gate.tsx';
import { ExternalRedirectGuard } from './external-redirect-guard.tsx';
import { KioskSlot } from './kiosk-slot.tsx';

/** What every layout carries, chrome or not: the dialog manager, the snackbar, the consent bar, the
 * analytics that follows the consent, the credit-expiry check (commerce §9), the first visit's onboarding,
 * kiosk mode (issue 21) and the tenant's stylesheet. */
export function ShellOverlays() {
  return (
    <>
      <DialogHost />
      <SnackbarHost />
      <ConsentBar />
      <AnalyticsConsent />
      <CreditExpiryGate />
      <OnboardingGate />
      <KioskSlot />
      <ExternalRedirectGuard />
      <TenantStylesheet />
    </>
  );
}
