import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { currentPageUrl, shareLink } from './share.ts';

/** A details header's Share: the page's canonical address, by the Web Share API or the share dialog. */
export function ShareButton({ title, className }: { title?: string | undefined; className?: string }) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      className={className}
      data-action="share"
      onClick={() => void shareLink({ url: currentPageUrl(), ...(title ? { title } : {}) })}
    >
      {t`Share`}
    </Button>
  );
}
