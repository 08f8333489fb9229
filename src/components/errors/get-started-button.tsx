import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { resolveClickUrl } from '#lib/node-urls.ts';
import { usePageOrigin } from '#platform/page-origin.ts';

interface GetStartedButtonProps {
  homeUrl: string;
  /** The configured text (configuration errorPage.getStartedText), else "Get started". */
  text: string | undefined;
  notFound: boolean;
  color: string | undefined;
}

/** The error screen's way on: the configured home URL, with the configured text; flagged on 404 so analytics can tell the cases apart. */
export function GetStartedButton({ homeUrl, text, notFound, color }: GetStartedButtonProps) {
  const { t } = useLingui();
  const origin = usePageOrigin();
  const target = resolveClickUrl(homeUrl, origin) ?? resolveClickUrl('/', origin);
  const flag = { 'data-not-found': notFound ? 'true' : undefined, 'data-analytics': 'error-get-started' };
  const label = text || t`Get started`;
  if (target?.kind === 'external') {
    return (
      <Button component="a" href={target.href} color={color} {...flag}>
        {label}
      </Button>
    );
  }
  return (
    <Button
      color={color}
      renderRoot={(props) => <Link to={target?.to ?? '/'} search={target?.search} {...props} {...flag} />}
    >
      {label}
    </Button>
  );
}
