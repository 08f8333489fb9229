import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { isCurrent, LIBRARY } from './families.ts';
import classes from './nav.module.css';
import { FAMILY_ICONS, LibraryIcon } from './nav-icons.tsx';

/** The router marks a link itself only on its exact page; isCurrent marks the pages under it. */
const EXACT = { exact: true, includeSearch: false } as const;

import { useNav } from './use-nav.ts';

/**
 * Wider screens: the families and the Library in a row under the header bar (the search field is in the bar).
 * Rendered on the server too; CSS shows it from the tablet width up.
 */
export function PrimaryNav() {
  const { t, i18n } = useLingui();
  const { families, pathname } = useNav();
  return (
    <nav className={classes.primary} aria-label={t`Main`} data-primary-nav="">
      <ul className={classes.primaryList}>
        {families.map((family) => {
          const Icon = FAMILY_ICONS[family.key];
          return (
            <li key={family.key}>
              <Link
                to={family.to}
                className={classes.primaryLink}
                aria-current={isCurrent(family, pathname) ? 'page' : undefined}
                activeOptions={EXACT}
                activeProps={{}}
              >
                <Icon />
                {i18n._(family.label)}
              </Link>
            </li>
          );
        })}
        <li className={classes.primaryEnd}>
          <Link
            to={LIBRARY.to}
            className={classes.primaryLink}
            aria-current={isCurrent(LIBRARY, pathname) ? 'page' : undefined}
            activeOptions={EXACT}
            activeProps={{}}
          >
            <LibraryIcon />
            {i18n._(LIBRARY.label)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
