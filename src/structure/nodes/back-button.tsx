import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { goBack } from '#lib/go-back.ts';
import { Chevron } from './chevron.tsx';

/** The back action of detail pages (shell §2): home when there is no history of ours to return to. */
export function BackButton() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <Button
      variant="subtle"
      data-action="back"
      leftSection={<Chevron direction="back" />}
      onClick={() => goBack(window.history, () => void router.navigate({ to: '/' }))}
    >
      {t`Back`}
    </Button>
  );
}
