import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { showSnackbar } from '../snackbar/snackbar-store.ts';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import { shareTargetHref } from './share.ts';
import classes from './share-dialog.module.css';

/** Commerce §2 share, where the Web Share API is missing: the page's address to copy, and the configured targets. */
export function ShareDialog({ url, title, onClose }: DialogComponentProps<'share'>) {
  const { t } = useLingui();
  const inputId = useId();
  const { sharedLinks } = useConfiguration();
  const [copied, setCopied] = useState(false);
  const targets = sharedLinks.flatMap((link) => {
    const href = shareTargetHref(link.url, { url, ...(title ? { title } : {}) });
    return href ? [{ title: link.title, href }] : [];
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showSnackbar(t`Link copied`);
    } catch {
      showSnackbar(t`Could not copy the link. Select it and copy it yourself.`);
    }
  };
  return (
    <DialogFrame title={title ? t`Share ${title}` : t`Share`} onClose={onClose}>
      <label htmlFor={inputId}>{t`Link`}</label>
      <input
        id={inputId}
        className={classes.link}
        readOnly
        dir="ltr"
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <p className={classes.status} role="status">
        {copied ? t`Copied to the clipboard` : ''}
      </p>
      {targets.length > 0 && (
        <ul className={classes.targets} aria-label={t`Share with`}>
          {targets.map((target) => (
            <li key={target.href}>
              <a
                className={classes.target}
                href={target.href}
                target="_blank"
                rel="noopener noreferrer"
                data-share-target={target.title}
              >
                {target.title}
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className={dialogActionsClass}>
        <Button onClick={copy}>{copied ? t`Copied` : t`Copy link`}</Button>
      </div>
    </DialogFrame>
  );
}
