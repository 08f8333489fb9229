import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The error screen's "get started" action: back to the home page, in the current language. */
export function HomeButton() {
  const { t } = useLingui();
  return <Button renderRoot={(props) => <Link to="/" {...props} />}>{t`Go to the home page`}</Button>;
}
