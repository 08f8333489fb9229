import { useLingui } from '@lingui/react/macro';
import { DialogFrame } from '#components/dialogs/dialog-frame.tsx';
import type { DialogComponentProps } from '#components/dialogs/dialog-kinds.ts';
import { LoginOptions } from './components/login-options.tsx';
import { seemsOnWifi } from './network-login.ts';

/**
 * Commerce §2 login not supported by wifi: the mobile network could not say whose line this is, so the other
 * ways are offered (the partner's confirmation of a typed number, e-mail), coming back where the login would have.
 */
export function LoginNotSupportedWifiDialog({
  redirect,
  onClose,
}: DialogComponentProps<'login-not-supported-wifi'>) {
  const { t } = useLingui();
  return (
    <DialogFrame title={t`We could not recognise your mobile line`} onClose={onClose}>
      <p>
        {seemsOnWifi()
          ? t`You seem to be connected over Wi-Fi. Automatic login works only over your operator's mobile data.`
          : t`Automatic login works only over your operator's mobile data, not over Wi-Fi or another network.`}
      </p>
      <p>{t`You can log in another way:`}</p>
      <LoginOptions redirect={redirect} viaNetwork={false} />
    </DialogFrame>
  );
}
