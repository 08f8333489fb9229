import { useLingui } from '@lingui/react/macro';
import { hostedUrl, loginReturnUrl } from '#platform/session/auth-urls.ts';
import { getToken } from '#platform/session/token-store.ts';
import { AuthPanel, Working } from '../components/auth-panel.tsx';
import { useOncePer, useSessionPage } from './use-session-page.ts';

/** /user/register: the hosted registration, coming back signed in to the login return (and ?redirect=). */
export function RegisterPage() {
  const { t } = useLingui();
  const { context, search, title, prefix, redirect, leave } = useSessionPage();

  useOncePer('register', () => {
    if (getToken()) return leave();
    const back = loginReturnUrl(window.location.origin, prefix, redirect);
    // A partner login without an account passes its fresh partner token on: registering links the number.
    window.location.assign(
      hostedUrl('register', context.locale, back, { partnerToken: search.partnerToken }),
    );
  });

  return (
    <AuthPanel title={title ?? t`Register`}>
      <Working label={t`Redirecting…`} />
    </AuthPanel>
  );
}
