import { useLingui } from '@lingui/react/macro';
import '@mantine/core/styles/CloseButton.css';
import { ActionIcon, CloseButton } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import type { LocaleCode } from '#contract/locales.ts';
import { trapTab } from '#lib/focus-trap.ts';
import { MenuIcon } from './icons.tsx';
import { ProfileLinks, SettingsPanel } from './menu-panels.tsx';
import classes from './menus.module.css';
import { DrawerNav } from './nav/drawer-nav.tsx';

/**
 * Below lg the settings and profile menus live in a drawer (a native modal <dialog> at the inline end), with the
 * families for phones. Focus stays inside while it is open and goes back to the menu button when it closes.
 */
export function MobileMenu({ locale }: { locale: LocaleCode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });
  const close = () => setOpen(false);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal?.();
    if (!open && dialog?.open) {
      dialog.close();
      buttonRef.current?.focus();
    }
  }, [open]);
  // A navigation from inside the drawer closes it (a language switch too: focus comes back to the button).
  const openedOn = useRef(pathname);
  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    setOpen(false);
  }, [pathname]);

  return (
    <>
      <ActionIcon
        ref={buttonRef}
        variant="default"
        size="lg"
        aria-label={t`Menu`}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </ActionIcon>
      <dialog
        ref={ref}
        className={classes.drawer}
        aria-labelledby={titleId}
        onClose={() => {
          // Escape closes the native dialog itself: the state follows, and focus goes back to the button.
          if (open) buttonRef.current?.focus();
          close();
        }}
        onKeyDown={trapTab}
      >
        <div className={classes.drawerHeader}>
          <h2 id={titleId} className={classes.heading}>{t`Menu`}</h2>
          <CloseButton aria-label={t`Close`} onClick={close} />
        </div>
        {open && (
          <>
            <DrawerNav onDone={close} />
            <Suspense fallback={null}>
              <ProfileLinks onDone={close} />
              <SettingsPanel locale={locale} onDone={close} />
            </Suspense>
          </>
        )}
      </dialog>
    </>
  );
}
