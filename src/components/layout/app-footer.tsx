import { Trans, useLingui } from '@lingui/react/macro';
import type { Tenant } from '../../../contract/tenant.ts';
import classes from './layout.module.css';

export function AppFooter({ tenant }: { tenant: Tenant }) {
  const { t } = useLingui();
  const name = tenant.displayName;
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        {/* A tenant text: GET /i18n/{lang} may replace it per tenant and language. */}
        <p className={classes.tagline}>
          {t({ id: 'tenant.tagline', message: 'Music, video, podcasts, games and more.' })}
        </p>
        <p className={classes.copyright}>
          <Trans>
            © {year} {name}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
