import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { HOME, isCurrent, LIBRARY, type NavTarget, SEARCH, TAB_BAR_FAMILIES } from './families.ts';
import classes from './nav.module.css';
import { FAMILY_ICONS, HomeIcon, LibraryIcon, SearchIcon } from './nav-icons.tsx';

/** The router marks a link itself only on its exact page; isCurrent marks the pages under it. */
const EXACT = { exact: true, includeSearch: false } as const;

import { useNav } from './use-nav.ts';

/**
 * Phones: the tab bar fixed at the bottom (Home, Search, the tenant's first families, Library), above the mini
 * player and the cookie bar, clear of the home indicator. Rendered on the server too; CSS shows it on narrow
 * screens only, and the layout reserves its height from the first paint.
 */
export function BottomTabs() {
  const { t, i18n } = useLingui();
  const { families, pathname } = useNav();
  const tabs: { target: NavTarget; Icon: ComponentType; id: string }[] = [
    { target: HOME, Icon: HomeIcon, id: 'home' },
    { target: SEARCH, Icon: SearchIcon, id: 'search' },
    ...families
      .slice(0, TAB_BAR_FAMILIES)
      .map((family) => ({ target: family, Icon: FAMILY_ICONS[family.key], id: family.key })),
    { target: LIBRARY, Icon: LibraryIcon, id: 'library' },
  ];
  return (
    <nav className={classes.tabBar} aria-label={t`Tabs`} data-tab-bar="">
      <ul className={classes.tabList}>
        {tabs.map(({ target, Icon, id }) => {
          const current = isCurrent(target, pathname);
          return (
            <li key={id} className={classes.tabItem}>
              <Link
                to={target.to}
                className={classes.tab}
                aria-current={current ? 'page' : undefined}
                data-tab={id}
                activeOptions={EXACT}
                activeProps={{}}
              >
                <Icon />
                <span className={classes.tabLabel}>{i18n._(target.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
