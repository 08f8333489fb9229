import { useLingui } from '@lingui/react/macro';
import { ErrorScreen } from './error-screen.tsx';
import { HomeButton } from './home-button.tsx';

/** Unmatched routes and pages the server does not know (shell §8). */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <ErrorScreen
      status={404}
      heading={t`Page not found`}
      description={t`The page you are looking for does not exist or has moved.`}
      action={<HomeButton />}
    />
  );
}
