import '@mantine/core/styles/Input.css';
import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import classes from './search.module.css';

/** Typing pauses this long before the results follow (fewer requests, no flicker per key). */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The query in the address. */
  query: string;
  /** Called after typing pauses. */
  onType: (text: string) => void;
  /** Called on Enter or the button: searched now, and remembered as a recent search. */
  onSubmit: (text: string) => void;
}

/** The search field: results follow as you type (debounced) and on submit. */
export function SearchBox({ query, onType, onSubmit }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState(query);
  // What this box last put in the address: other changes (back, a recent search) replace the text.
  const sent = useRef(query);
  useEffect(() => {
    if (query === sent.current) return;
    sent.current = query;
    setText(query);
  }, [query]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onType(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onType]);
  return (
    <search>
      <form
        className={classes.form}
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text;
          onSubmit(text);
        }}
      >
        <TextInput
          className={classes.field}
          type="search"
          name="q"
          label={t`Search titles, artists, games and more`}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          maxLength={500}
        />
        <Button type="submit" className={classes.submit}>
          {t`Search`}
        </Button>
      </form>
    </search>
  );
}
