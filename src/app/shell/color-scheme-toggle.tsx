import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { useThemeToggle } from '#platform/theme/use-theme-toggle.ts';
import { MoonIcon, SunIcon } from './icons.tsx';

/** The header's quick light/dark toggle; the choice lives in the `theme` cookie. */
export function ColorSchemeToggle() {
  const { t } = useLingui();
  const { dark, toggle } = useThemeToggle();
  return (
    <ActionIcon variant="default" size="lg" aria-label={t`Dark theme`} aria-pressed={dark} onClick={toggle}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
