import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { withLocalePrefix } from '#platform/locale/locale-path.ts';
import { logout } from '#platform/session/logout.ts';
import { AuthPanel, authPanelClasses, HomeLink, Working } from '../components/auth-panel.tsx';
import { useOncePer, useSessionPage } from './use-session-page.ts';

let running: Promise<string> | undefined;

/** /external/logout: the provider ended the session; log out here too and say so (shell §2, commerce §2). */
export function ExternalLogoutPage() {
  const { t } = useLingui();
  const { context, prefix } = useSessionPage();
  const [done, setDone] = useState(false);

  useOncePer('logout', () => {
    // One logout even when React runs this effect twice.
    running ??= logout({
      api: context.api,
      lang: context.locale,
      homePath: withLocalePrefix('/', prefix),
    }).finally(() => {
      running = undefined;
    });
    let active = true;
    running.then(() => {
      if (!active) return;
      setDone(true);
      // Commerce §2 external logout: the dialog says what happened and offers to sign in again.
      openDialog('external-logout');
    });
    return () => {
      active = false;
    };
  });

  if (!done) {
    return (
      <AuthPanel title={t`Logging out`}>
        <Working label={t`Logging you out…`} />
      </AuthPanel>
    );
  }
  return (
    <AuthPanel title={t`You have been logged out`}>
      <p className={authPanelClasses.message}>{t`You can keep browsing as a visitor or log in again.`}</p>
      <HomeLink />
    </AuthPanel>
  );
}
