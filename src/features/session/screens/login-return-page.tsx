import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { withLocalePrefix } from '#platform/locale/locale-path.ts';
import { hostedUrl, loginReturnUrl } from '#platform/session/auth-urls.ts';
import { acceptLoginState, LOGIN_STATE_PARAM } from '#platform/session/login-state.ts';
import { getToken } from '#platform/session/token-store.ts';
import { AuthPanel, authPanelClasses, Failure, Working } from '../components/auth-panel.tsx';
import { LoginOptions } from '../components/login-options.tsx';
import { loginWithCode, loginWithPartnerToken } from '../login.ts';
import { useOncePer, useSessionPage } from './use-session-page.ts';

type View = 'signing-in' | 'leaving' | 'options' | 'failed';

const EMAIL_LOGIN_PATH = '/user/login/email';

/**
 * The login return (/user/login, /user/login/email): exchanges ?code= or ?partnerToken= for the
 * session and continues to ?redirect=; without either it leaves for the hosted login (or offers
 * the partner tenant's login options). Shell §4, commerce §2.
 */
export function LoginReturnPage() {
  const { t } = useLingui();
  const { context, router, search, routePath, title, prefix, redirect, leave } = useSessionPage();
  const { code, partnerToken, error } = search;
  const state = search[LOGIN_STATE_PARAM];
  const [view, setView] = useState<View>(code || partnerToken ? 'signing-in' : 'leaving');

  // Only a new address (code, token, error) starts over.
  useOncePer(`${code}|${partnerToken}|${state}|${error}`, () => {
    const fail = (reason: unknown) => {
      console.error('Login failed', reason);
      setView('failed');
    };
    if ((code || partnerToken) && !acceptLoginState(state)) {
      // Not a login this tab started (or one already used): never exchange someone else's code.
      fail(new Error('The login return does not carry this tab’s login state'));
      return;
    }
    if (code) {
      setView('signing-in');
      loginWithCode(context, code).then((saved) => leave(saved.lang), fail);
      return;
    }
    if (partnerToken) {
      setView('signing-in');
      loginWithPartnerToken(context, partnerToken).then((result) => {
        if ('saved' in result) return leave(result.saved.lang);
        // Commerce §8: no account for this number yet: register (the 402's data says so).
        const query = new URLSearchParams();
        if (result.register.partnerToken) query.set('partnerToken', result.register.partnerToken);
        if (redirect) query.set('redirect', redirect);
        router.history.replace(`${withLocalePrefix('/user/register', prefix)}?${query}`);
      }, fail);
      return;
    }
    if (getToken()) return leave();
    if (error) return setView('failed');
    if (context.tenant.features.partner && routePath !== EMAIL_LOGIN_PATH) return setView('options');
    setView('leaving');
    const back = loginReturnUrl(window.location.origin, prefix, redirect, routePath);
    window.location.assign(hostedUrl('login', context.locale, back));
  });

  // Starting over: the same page without the spent code, which forwards to the login again.
  const retry = () => {
    const query = redirect ? `?${new URLSearchParams({ redirect })}` : '';
    router.history.replace(`${withLocalePrefix(routePath, prefix)}${query}`);
  };

  return (
    <AuthPanel title={title ?? t`Log in`}>
      {view === 'signing-in' && <Working label={t`Signing you in…`} />}
      {view === 'leaving' && <Working label={t`Redirecting…`} />}
      {view === 'options' && (
        <>
          <p className={authPanelClasses.message}>{t`How do you want to log in?`}</p>
          <LoginOptions redirect={redirect} />
        </>
      )}
      {view === 'failed' && (
        <Failure message={t`We could not sign you in. The link may have expired.`} onRetry={retry} />
      )}
    </AuthPanel>
  );
}
