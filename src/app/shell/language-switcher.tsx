import { useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { LanguageLinks } from '#components/language-links.tsx';
import { LOCALES, type LocaleCode } from '#contract/locales.ts';
import { GlobeIcon } from './icons.tsx';
import classes from './language-switcher.module.css';
import { useDismissable } from './use-dismissable.ts';

/**
 * Shell §2: switching language goes to the same page under the new language path. A disclosure
 * with the language links (no popup library in the first load).
 */
export function LanguageSwitcher({ locale }: { locale: LocaleCode }) {
  const { t } = useLingui();
  const { open, setOpen, buttonRef, rootRef } = useDismissable();
  const listId = useId();
  const current = LOCALES.find((entry) => entry.code === locale) ?? LOCALES[0];

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
      <LanguageLinks
        id={listId}
        className={classes.list}
        hidden={!open}
        locale={current.code}
        onChoose={() => {
          setOpen(false);
          // The chosen link hides with the list: focus stays on the switch instead of falling to <body>.
          buttonRef.current?.focus();
        }}
      />
    </div>
  );
}
