import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { showSnackbar } from '#components/snackbar/snackbar-store.ts';
import classes from './developer-apps.module.css';

/** A new client secret, shown this once: copy it now. Focus comes here so it is not missed. */
export function SecretOnce({ clientId, secret }: { clientId: string; secret: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showSnackbar(t`Secret copied`);
    } catch {
      showSnackbar(t`Could not copy the secret. Select it and copy it yourself.`);
    }
  };
  return (
    <section className={classes.card} data-secret-once="" aria-labelledby="app-secret-heading">
      <h2 id="app-secret-heading" ref={heading} tabIndex={-1}>{t`Your client secret`}</h2>
      <p role="alert">
        <strong>{t`Copy it now: you will not see it again.`}</strong>{' '}
        {t`We keep only a fingerprint of it. If you lose it, rotate the secret to get a new one.`}
      </p>
      <p className={classes.muted}>{t`Client ID`}</p>
      <code className={classes.secret} dir="ltr" data-client-id="">
        {clientId}
      </code>
      <p className={classes.muted}>{t`Client secret`}</p>
      <code className={classes.secret} dir="ltr" data-client-secret="">
        {secret}
      </code>
      <div className={classes.actions}>
        <Button onClick={() => void copy()}>{t`Copy secret`}</Button>
      </div>
    </section>
  );
}
