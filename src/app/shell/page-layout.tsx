import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { LocaleCode } from '#contract/locales.ts';
import type { PageLayout as Layout } from '#contract/pages.ts';
import type { Tenant } from '#contract/tenant.ts';
import { AppLayout } from './app-layout.tsx';
import { MarketplaceNav } from './marketplace-nav.tsx';
import classes from './page-layout.module.css';
import { ShellOverlays } from './shell-overlays.tsx';

interface PageLayoutProps {
  tenant: Tenant;
  locale: LocaleCode;
  children: ReactNode;
}

/** The current page's layout (contract/pages.ts): default, marketing and empty (no chrome), or marketplace. */
export function PageLayout({ tenant, locale, children }: PageLayoutProps) {
  const layout: Layout =
    useMatches({ select: (matches) => matches.at(-1)?.staticData.page?.layout }) ?? 'default';
  if (layout === 'marketing' || layout === 'empty') {
    return (
      <>
        <main id="main-content" tabIndex={-1} className={classes.bare} data-layout={layout}>
          {children}
        </main>
        <ShellOverlays />
      </>
    );
  }
  return (
    <AppLayout tenant={tenant} locale={locale}>
      {layout === 'marketplace' && <MarketplaceNav />}
      {children}
    </AppLayout>
  );
}
