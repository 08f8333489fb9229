import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { localePrefixOf } from '#contract/locales.ts';
import { sessionEndpoints } from '#contract/session.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { usePageOrigin } from '#platform/page-origin.ts';
import { hostedUrl, isWebUrl, loginReturnUrl } from '#platform/session/auth-urls.ts';
import { loginOptionList } from '../login-option-list.ts';
import { networkLogin } from '../network-login.ts';
import classes from './auth-panel.module.css';

/**
 * Partner tenants (commerce §2 login options), as configuration.loginOptions lists them: e-mail and
 * password on the hosted login, or the partner's mobile login: the mobile network names the line
 * (POST /partner/networkLogin), else the partner's confirmation page (POST /partner/getRedirectionUrl).
 * Both come back to the login return.
 */
export function LoginOptions({
  redirect,
  viaNetwork = true,
}: {
  redirect: string | undefined;
  /** Try the mobile-network login (header enrichment) before the confirmation page; off once it failed. */
  viaNetwork?: boolean;
}) {
  const { t } = useLingui();
  const { api, locale } = useRouteContext({ from: '__root__' });
  const { history } = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const origin = usePageOrigin();
  const options = loginOptionList(useConfiguration().loginOptions, t`Log in with e-mail`);
  const returnUrl = loginReturnUrl(origin, localePrefixOf(history.location.pathname), redirect);

  const partnerLogin = async () => {
    // The button is disabled while busy (focus falls to the page): the dialog hands focus back to it.
    const opener = document.activeElement;
    setBusy(true);
    setFailed(false);
    try {
      const body = { url: returnUrl, locale };
      const { redirectionUrl } = viaNetwork
        ? await networkLogin(api, body)
        : await api.call(sessionEndpoints.partnerRedirectionUrl, { body });
      if (!redirectionUrl) {
        // Commerce §2 login not supported by wifi: the network named no line; offer the other ways.
        flushSync(() => setBusy(false));
        if (opener instanceof HTMLElement) opener.focus();
        openDialog('login-not-supported-wifi', { redirect });
        return;
      }
      if (!isWebUrl(new URL(redirectionUrl, origin).href)) throw new Error('Not a web address');
      window.location.assign(new URL(redirectionUrl, origin).href);
    } catch (error) {
      console.error('Partner login unavailable', error);
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <div className={classes.options}>
      {options.map((option) =>
        option.id === 'email' ? (
          <Button
            key={option.id}
            component="a"
            href={hostedUrl('login', locale, returnUrl)}
            variant={options.length > 1 ? 'default' : 'filled'}
            data-login-option={option.id}
          >
            {option.title}
          </Button>
        ) : (
          <Button key={option.id} onClick={partnerLogin} loading={busy} data-login-option={option.id}>
            {option.title}
          </Button>
        ),
      )}
      {failed && (
        <p role="alert" className={classes.error}>
          {t`Mobile login is not available right now. Please try again.`}
        </p>
      )}
    </div>
  );
}
