import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { useLingui } from '@lingui/react/macro';
import { Radio } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useId } from 'react';
import { LanguageLinks } from '#components/language-links.tsx';
import { useThemeToggle } from '#platform/theme/use-theme-toggle.ts';
import { LogoutButton } from './logout-button.tsx';
import classes from './profile.module.css';
import { ProfilePage } from './profile-page.tsx';

/**
 * /profile/manage: what the account API offers to manage, nothing more: theme and language (both
 * saved to the account while signed in, shell §4) and logging out.
 */
export function ProfileManage() {
  const { t } = useLingui();
  const { locale } = useRouteContext({ from: '__root__' });
  const { dark, toggle } = useThemeToggle();
  const themeId = useId();
  const languageId = useId();
  const sessionId = useId();
  return (
    <ProfilePage fallbackTitle={t`Account settings`}>
      <section className={classes.card} aria-labelledby={themeId}>
        <h2 id={themeId} className={classes.sectionTitle}>{t`Appearance`}</h2>
        <Radio.Group
          value={dark ? 'dark' : 'light'}
          onChange={(value) => {
            if ((value === 'dark') !== dark) toggle();
          }}
          label={t`Theme`}
          description={t`Saved to your account and applied when you log in.`}
        >
          <div className={classes.choices}>
            <Radio value="light" label={t`Light`} />
            <Radio value="dark" label={t`Dark`} />
          </div>
        </Radio.Group>
      </section>
      <section className={classes.card} aria-labelledby={languageId}>
        <h2 id={languageId} className={classes.sectionTitle}>{t`Language`}</h2>
        <p className={classes.muted}>{t`Saved to your account and applied when you log in.`}</p>
        <nav aria-labelledby={languageId}>
          <LanguageLinks locale={locale} onChoose={() => {}} className={classes.languages} />
        </nav>
      </section>
      <section className={classes.card} aria-labelledby={sessionId}>
        <h2 id={sessionId} className={classes.sectionTitle}>{t`Session`}</h2>
        <p className={classes.muted}>{t`Logging out ends your session in this browser.`}</p>
        <div className={classes.actions}>
          <LogoutButton />
        </div>
      </section>
    </ProfilePage>
  );
}
