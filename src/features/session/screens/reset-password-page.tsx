import { useLingui } from '@lingui/react/macro';
import { HOSTED_QUERY } from '#contract/session.ts';
import { hostedUrl, loginReturnUrl } from '#platform/session/auth-urls.ts';
import { AuthPanel, authPanelClasses, HomeLink, Working } from '../components/auth-panel.tsx';
import { useOncePer, useSessionPage } from './use-session-page.ts';

/** /resetpassword?session=… (from the reset mail via ?session_id): the hosted reset page, back to the login return. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { context, search, title, prefix } = useSessionPage();
  const session = search[HOSTED_QUERY.session];

  useOncePer(session ?? '', () => {
    if (!session) return;
    const back = loginReturnUrl(window.location.origin, prefix, undefined);
    window.location.assign(hostedUrl('reset', context.locale, back, { [HOSTED_QUERY.session]: session }));
  });

  return (
    <AuthPanel title={title ?? t`Reset password`}>
      {session ? (
        <Working label={t`Redirecting…`} />
      ) : (
        <>
          <p role="alert" className={authPanelClasses.error}>
            {t`This password reset link is not complete. Please use the link from the e-mail again.`}
          </p>
          <HomeLink />
        </>
      )}
    </AuthPanel>
  );
}
