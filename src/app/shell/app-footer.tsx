import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Tenant } from '#contract/tenant.ts';
import { resolveClickUrl } from '#lib/node-urls.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
import { usePageOrigin } from '#platform/page-origin.ts';
import { FooterFragment } from './footer-fragment.tsx';
import classes from './layout.module.css';

export function AppFooter({ tenant }: { tenant: Tenant }) {
  const { t } = useLingui();
  const { footerLinks, externalFooterFragment } = useConfiguration();
  const name = tenant.displayName;
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      {externalFooterFragment && <FooterFragment name={externalFooterFragment} />}
      <div className={classes.footerInner}>
        {/* A tenant text: GET /i18n/{lang} may replace it per tenant and language. */}
        <p className={classes.tagline}>
          {t({ id: 'tenant.tagline', message: 'Music, video, podcasts, games and more.' })}
        </p>
        {footerLinks.length > 0 && (
          <nav aria-label={t`Links`}>
            <ul className={classes.footerLinks}>
              {footerLinks.map((link) => (
                <li key={link.url}>
                  <FooterLink url={link.url}>{link.title}</FooterLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={classes.copyright}>
          <Trans>
            © {year} {name}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}

/**
 * A configured footer link: a page of the portal opens in the app, in the language shown (a plain /info/about
 * from /fr/… loaded the tenant's default language); another site's page is a plain anchor, which the
 * external-redirect guard and kiosk mode see; other schemes are not followed.
 */
function FooterLink({ url, children }: { url: string; children: string }) {
  const target = resolveClickUrl(url, usePageOrigin());
  if (!target) return <span>{children}</span>;
  if (target.kind === 'external')
    return (
      <a href={target.href} rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <Link to={target.to} search={target.search} hash={target.hash || undefined}>
      {children}
    </Link>
  );
}
