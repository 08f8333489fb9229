import { useLocation, useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { LOCALES, type LocaleCode } from '#contract/locales.ts';
import { localizeHref } from '#platform/locale/locale-path.ts';
import classes from './language-links.module.css';

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface LanguageLinksProps {
  locale: LocaleCode;
  onChoose: () => void;
  id?: string;
  className?: string;
  hidden?: boolean;
}

/**
 * The same page under each language path (shell §2), as real links (open-in-new-tab works). A
 * plain click pushes the address and the root route activates the locale, so back/forward switch too.
 */
export function LanguageLinks({ locale, onChoose, id, className, hidden }: LanguageLinksProps) {
  const { history } = useRouter();
  const internalHref = useLocation({ select: (location) => location.href });
  return (
    <ul id={id} className={className} hidden={hidden}>
      {LOCALES.map((entry) => {
        const href = localizeHref(internalHref, entry.code);
        return (
          <li key={entry.code}>
            <a
              className={classes.option}
              href={href}
              lang={entry.code}
              hrefLang={entry.code}
              aria-current={entry.code === locale ? 'true' : undefined}
              onClick={(event) => {
                onChoose();
                if (!isPlainClick(event)) return;
                event.preventDefault();
                history.push(href);
              }}
            >
              {entry.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
