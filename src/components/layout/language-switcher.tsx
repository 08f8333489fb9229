import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { useClickOutside, useWindowEvent } from '@mantine/hooks';
import { useLocation, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useId, useRef, useState } from 'react';
import { LOCALES, type LocaleCode } from '../../../contract/locales.ts';
import { localizeHref } from '../../features/locale/locale-path.ts';
import { GlobeIcon } from './icons.tsx';
import classes from './language-switcher.module.css';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Shell §2: switching language goes to the same page under the new language path. A disclosure
 * with a list of real links (open-in-new-tab works; no popup library in the first load). A plain
 * click pushes the address and the root route activates the locale, so back/forward switch too.
 */
export function LanguageSwitcher({ locale }: { locale: LocaleCode }) {
  const { t } = useLingui();
  const { history } = useRouter();
  const internalHref = useLocation({ select: (location) => location.href });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false), null, undefined, open);
  const listId = useId();
  const current = LOCALES.find((entry) => entry.code === locale) ?? LOCALES[0];

  // Escape, or focus moving elsewhere, closes the list (Escape returns focus to the button).
  useWindowEvent('keydown', (event) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    buttonRef.current?.focus();
  });
  useWindowEvent('focusin', (event) => {
    if (open && !rootRef.current?.contains(event.target as Node)) setOpen(false);
  });

  return (
    <div ref={rootRef} className={classes.switcher}>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        leftSection={<GlobeIcon />}
        className={classes.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <VisuallyHidden>{t`Language:`} </VisuallyHidden>
        <span lang={current.code}>{current.name}</span>
      </Button>
      <ul id={listId} className={classes.list} hidden={!open}>
        {LOCALES.map((entry) => {
          const href = localizeHref(internalHref, entry.code);
          return (
            <li key={entry.code}>
              <a
                className={classes.option}
                href={href}
                lang={entry.code}
                hrefLang={entry.code}
                aria-current={entry.code === current.code ? 'true' : undefined}
                onClick={(event) => {
                  setOpen(false);
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  history.push(href);
                }}
              >
                {entry.name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
