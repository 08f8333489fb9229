import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import menus from '../menus.module.css';
import { isCurrent, LIBRARY } from './families.ts';
import { useNav } from './use-nav.ts';

/** The drawer's list of every family and the Library: the tab bar has room for the first families only. */
export function DrawerNav({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const { families, pathname } = useNav();
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} className={menus.heading}>{t`Browse`}</h2>
      <nav aria-labelledby={headingId}>
        <ul className={menus.list}>
          {[...families, LIBRARY].map((target) => (
            <li key={target.to}>
              <Link
                className={menus.item}
                to={target.to}
                onClick={onDone}
                aria-current={isCurrent(target, pathname) ? 'page' : undefined}
                activeOptions={{ exact: true, includeSearch: false }}
                activeProps={{}}
              >
                {i18n._(target.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
