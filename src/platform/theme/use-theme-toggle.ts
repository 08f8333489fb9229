import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { notifyThemeChanged } from './on-theme-changed.ts';

/** Light/dark as the user toggles it (shell §4; light by default); the cookie manager remembers it. */
export function useThemeToggle(): { dark: boolean; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const toggle = () => {
    const next = dark ? 'light' : 'dark';
    setColorScheme(next);
    notifyThemeChanged(next);
  };
  return { dark, toggle };
}
