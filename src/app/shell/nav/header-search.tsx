import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { followLink } from '#components/dialogs/external-redirect.ts';
import { useRecentSearches } from '#features/search/use-recent-searches.ts';
import { resolveClickUrl } from '#lib/node-urls.ts';
import { usePageOrigin } from '#platform/page-origin.ts';
import { usePageScope } from '#platform/use-page-scope.ts';
import { type Option, useSearchOptions } from './header-search-options.ts';
import { SearchIcon } from './nav-icons.tsx';
import classes from './nav-search.module.css';

/**
 * The header's search entry, on every page: a combobox (ARIA 1.2) that lists the recent searches while empty and
 * suggestions from the search API as you type. Arrows move, Enter opens the active option (or searches the
 * text), Escape closes the list, then clears. On phones it opens from a button over the page.
 */
export function HeaderSearch() {
  const { t } = useLingui();
  const scope = usePageScope();
  const navigate = useNavigate();
  const origin = usePageOrigin();
  const recent = useRecentSearches(scope.tenant.name);
  const [text, setText] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  /** Phones: the field shows over the page once the search button opens it. */
  const [opened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const inputId = `${baseId}-input`;

  const options = useSearchOptions(scope, text, expanded, recent.searches, baseId);

  const searchForLabel = (query: string) => t`Search for “${query}”`;
  const showList = expanded && options.length > 0;
  const activeOption = showList ? options[active] : undefined;

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };
  const finish = () => {
    close();
    setText('');
    setOpened(false);
    inputRef.current?.blur();
  };
  const searchFor = (query: string) => {
    const q = query.trim();
    if (!q) return;
    recent.add(q);
    finish();
    void navigate({ to: '/search', search: { q } });
  };
  const choose = (option: Option) => {
    if (option.kind !== 'item') return searchFor(option.text);
    recent.add(text);
    finish();
    const target = resolveClickUrl(option.clickUrl, origin);
    if (target?.kind === 'internal')
      void navigate({ to: target.to, search: target.search, hash: target.hash || undefined });
    else if (target) followLink(target.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setExpanded(true);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((index) => (options.length === 0 ? -1 : (index + step + options.length) % options.length));
        return;
      }
      case 'Enter': {
        event.preventDefault();
        if (activeOption) choose(activeOption);
        else searchFor(text);
        return;
      }
      case 'Escape': {
        if (showList) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        } else if (opened) {
          event.preventDefault();
          setOpened(false);
          buttonRef.current?.focus();
        }
        return;
      }
      default:
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: not an interaction: focus leaving the whole search closes its list
    <div
      ref={rootRef}
      className={classes.root}
      data-opened={opened || undefined}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        close();
        if (!text) setOpened(false);
      }}
    >
      <ActionIcon
        ref={buttonRef}
        className={classes.opener}
        variant="default"
        size="lg"
        aria-label={t`Search`}
        aria-expanded={opened}
        aria-controls={inputId}
        onClick={() => {
          setOpened(true);
          // The field shows in the same task; focus it once it is laid out.
          requestAnimationFrame(() => inputRef.current?.focus());
        }}
      >
        <SearchIcon size={20} />
      </ActionIcon>
      <search className={classes.field} aria-label={t`Site search`}>
        <form
          className={classes.form}
          action="/search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            searchFor(text);
          }}
        >
          <span className={classes.icon} aria-hidden="true">
            <SearchIcon size={18} />
          </span>
          <input
            ref={inputRef}
            id={inputId}
            className={classes.input}
            type="search"
            name="q"
            role="combobox"
            aria-label={t`Search`}
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={activeOption?.id}
            placeholder={t`Search titles, artists, games and more`}
            autoComplete="off"
            enterKeyHint="search"
            spellCheck={false}
            maxLength={500}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setExpanded(true);
              setActive(-1);
            }}
            onFocus={() => setExpanded(true)}
            onClick={() => setExpanded(true)}
            onKeyDown={onKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            className={classes.list}
            aria-label={text.trim() ? t`Suggestions` : t`Recent searches`}
            hidden={!showList}
          >
            {showList &&
              options.map((option, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard stays in the field (arrows and Enter, aria-activedescendant)
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  className={classes.option}
                  data-kind={option.kind}
                  // Keep the focus in the field: the click chooses.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActive(index)}
                >
                  {option.kind === 'item' ? (
                    <>
                      <bdi className={classes.optionText}>{option.title}</bdi>
                      <span className={classes.optionKind}>{option.label}</span>
                    </>
                  ) : option.kind === 'recent' ? (
                    <>
                      <bdi className={classes.optionText}>{option.text}</bdi>
                      <span className={classes.optionKind}>{t`Recent search`}</span>
                    </>
                  ) : (
                    <span className={classes.optionText}>{searchForLabel(option.text)}</span>
                  )}
                </div>
              ))}
          </div>
        </form>
      </search>
    </div>
  );
}
