import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { openDialog } from '#components/dialogs/dialog-store.ts';
import { LanguageLinks } from '#components/language-links.tsx';
import type { LocaleCode } from '#contract/locales.ts';
import { useInstallPrompt } from '#features/install/install-prompt.ts';
import { useThemeToggle } from '#platform/theme/use-theme-toggle.ts';
import classes from './menus.module.css';

/** The settings menu's content (desktop menu and mobile drawer): language, theme, install, cookies. */
export function SettingsPanel({ locale, onDone }: { locale: LocaleCode; onDone: () => void }) {
  const { t } = useLingui();
  const { dark, toggle } = useThemeToggle();
  const { installed } = useInstallPrompt();
  const languageId = useId();
  return (
    <>
      <h2 id={languageId} className={classes.heading}>{t`Language`}</h2>
      <nav aria-labelledby={languageId}>
        <LanguageLinks locale={locale} onChoose={onDone} className={classes.list} />
      </nav>
      <h2 className={classes.heading}>{t`Settings`}</h2>
      <ul className={classes.list}>
        <li>
          <button type="button" role="switch" aria-checked={dark} className={classes.item} onClick={toggle}>
            {t`Dark theme`}
            <span aria-hidden="true">{dark ? '●' : '○'}</span>
          </button>
        </li>
        {!installed && (
          <li>
            <button
              type="button"
              className={classes.item}
              onClick={() => {
                onDone();
                openDialog('app-installer');
              }}
            >
              {t`Install the app`}
            </button>
          </li>
        )}
        <li>
          <button
            type="button"
            className={classes.item}
            onClick={() => {
              onDone();
              openDialog('cookie-settings');
            }}
          >
            {t`Cookie settings`}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={classes.item}
            data-open-feedback=""
            onClick={() => {
              onDone();
              openDialog('custom-feedback');
            }}
          >
            {t`Send feedback`}
          </button>
        </li>
      </ul>
    </>
  );
}
