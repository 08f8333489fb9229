import { useEffect, useRef } from 'react';

/**
 * After "load more" appends items, focus moves to the first new one (its link or button), so a
 * keyboard user continues where the list grew instead of starting over or staying on the button.
 */
export function useAppendFocus<T extends HTMLElement>(count: number) {
  const listRef = useRef<T>(null);
  const before = useRef(count);
  const armed = useRef(false);
  useEffect(() => {
    if (armed.current && count > before.current) {
      const item = listRef.current?.children.item(before.current) as HTMLElement | null | undefined;
      const control = item?.querySelector<HTMLElement>('a[href], button, [tabindex]');
      // A row without a link (a chapter) takes focus itself, so focus never falls back to the page.
      if (item && !control) item.tabIndex = -1;
      (control ?? item)?.focus();
      armed.current = false;
    }
    before.current = count;
  }, [count]);
  /** Call when the user asks for more: the next growth moves focus. */
  const arm = () => {
    armed.current = true;
  };
  return { listRef, arm };
}
