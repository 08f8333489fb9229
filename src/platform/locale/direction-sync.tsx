import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { localeDir } from '#contract/locales.ts';
import { onAfterLocaleSwitch } from './locale-hooks.ts';

/** Mantine reads <html dir> only on mount: each language switch sets its direction afterwards (shell §4). */
export function DirectionSync() {
  const { setDirection } = useDirection();
  useEffect(() => onAfterLocaleSwitch((code) => setDirection(localeDir(code))), [setDirection]);
  return null;
}
