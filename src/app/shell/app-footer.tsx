import { Trans, useLingui } from '@lingui/react/macro';
import type { Tenant } from '#contract/tenant.ts';
import { useConfiguration } from '#platform/configuration/use-configuration.ts';
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
                  <a href={link.url}>{link.title}</a>
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
