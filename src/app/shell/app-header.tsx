import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { LocaleCode } from '#contract/locales.ts';
import type { Tenant } from '#contract/tenant.ts';
import { CartSlot } from './cart-slot.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderMenu } from './header-menu.tsx';
import { SettingsIcon } from './icons.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import classes from './layout.module.css';
import { SettingsPanel } from './menu-panels.tsx';
import menus from './menus.module.css';
import { MobileMenu } from './mobile-menu.tsx';
import { isCurrent, SEARCH } from './nav/families.ts';
import { HeaderSearch } from './nav/header-search.tsx';
import { PrimaryNav } from './nav/primary-nav.tsx';
import { ProfileMenu } from './profile-menu.tsx';

export function AppHeader({ tenant, locale }: { tenant: Tenant; locale: LocaleCode }) {
  const { t } = useLingui();
  const name = tenant.displayName;
  // The search page has its own field: the header's would be a second one.
  const onSearchPage = useLocation({ select: (location) => isCurrent(SEARCH, location.pathname) });
  return (
    <header className={classes.header}>
      <div className={classes.bar}>
        <Link to="/" className={classes.brand} aria-label={t`${name}, home page`}>
          {/* Decorative: the link is named by the tenant name beside it. */}
          <img className={classes.logo} src={tenant.logoUrl} alt="" width={36} height={36} />
          <span className={classes.brandName}>{name}</span>
        </Link>
        {onSearchPage ? <span className={classes.searchRoom} /> : <HeaderSearch />}
        <div className={classes.actions}>
          <CartSlot />
          <LanguageSwitcher locale={locale} />
          <ColorSchemeToggle />
          <div className={menus.desktopOnly}>
            <HeaderMenu label={t`Settings`} icon={<SettingsIcon />}>
              {(close) => <SettingsPanel locale={locale} onDone={close} />}
            </HeaderMenu>
            <ProfileMenu />
          </div>
          <div className={menus.mobileOnly}>
            <MobileMenu locale={locale} />
          </div>
        </div>
      </div>
      <PrimaryNav />
    </header>
  );
}
