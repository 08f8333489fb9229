import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { BackButton } from '#structure/nodes/back-button.tsx';
import classes from './page-layout.module.css';

/** The marketplace layout's sub-navigation: back, and where in the marketplace the user is. */
export function MarketplaceNav() {
  const { t } = useLingui();
  const { category } = useParams({ strict: false }) as { category?: string };
  return (
    <nav className={classes.subnav} aria-label={t`Marketplace`}>
      <BackButton />
      <ol className={classes.crumbs}>
        <li>{t`Marketplace`}</li>
        {category && <li aria-current="page">{category}</li>}
      </ol>
    </nav>
  );
}
