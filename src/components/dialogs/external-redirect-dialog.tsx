import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { DialogFrame, dialogActionsClass } from './dialog-frame.tsx';
import type { DialogComponentProps } from './dialog-kinds.ts';
import { goTo } from './external-redirect.ts';

/** Shell §3 external-redirect disclaimer: the host being left for, then continue (open it) or cancel (stay). */
export function ExternalRedirectDialog({ url, newTab, onClose }: DialogComponentProps<'external-redirect'>) {
  const { t } = useLingui();
  const host = new URL(url, window.location.href).host;
  const here = window.location.host;
  return (
    <DialogFrame title={t`You are leaving ${here}`} onClose={onClose}>
      <p>
        {t`This link opens another website that we do not control:`}{' '}
        <bdi dir="ltr" data-external-host="">
          {host}
        </bdi>
      </p>
      <div className={dialogActionsClass}>
        <Button variant="default" onClick={onClose}>{t`Cancel`}</Button>
        <Button
          data-external-continue=""
          onClick={() => {
            onClose();
            goTo(url, newTab);
          }}
        >
          {newTab ? t`Continue in a new tab` : t`Continue`}
        </Button>
      </div>
    </DialogFrame>
  );
}
