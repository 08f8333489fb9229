import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tabStops, trapTab } from './focus-trap.ts';

afterEach(cleanup);

function showModal() {
  render(
    <div role="dialog" aria-label="Sheet" tabIndex={-1} onKeyDown={trapTab}>
      <button type="button">First</button>
      <button type="button" disabled>
        Disabled
      </button>
      <input aria-label="Seek" type="range" />
      <div hidden>
        <button type="button">Hidden</button>
      </div>
      <span tabIndex={-1}>Not a stop</span>
      <button type="button">Last</button>
    </div>,
  );
  return {
    dialog: screen.getByRole('dialog'),
    first: screen.getByRole('button', { name: 'First' }),
    last: screen.getByRole('button', { name: 'Last' }),
  };
}

/** fireEvent answers false when a handler prevented the browser's own move. */
const tab = (from: HTMLElement, shiftKey = false) => {
  from.focus();
  return !fireEvent.keyDown(from, { key: 'Tab', shiftKey });
};

describe('focus trap of the modals (drawer, full player, dialogs)', () => {
  it('the Tab stops are the enabled, shown, tabbable controls in order', () => {
    const { dialog } = showModal();
    expect(
      tabStops(dialog).map((element) => element.getAttribute('aria-label') ?? element.textContent),
    ).toEqual(['First', 'Seek', 'Last']);
  });

  it('Tab on the last stop goes round to the first; Shift+Tab on the first to the last', () => {
    const { first, last } = showModal();
    expect(tab(last)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(first, true)).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('between the ends the browser moves focus itself', () => {
    const { first, last } = showModal();
    expect(tab(first)).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(tab(last, true)).toBe(false);
  });

  it('focus on the modal itself: Tab goes to its first stop, Shift+Tab to its last', () => {
    const { dialog, first, last } = showModal();
    expect(tab(dialog)).toBe(true);
    expect(document.activeElement).toBe(first);
    expect(tab(dialog, true)).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('other keys and modified Tabs are left alone', () => {
    const { last } = showModal();
    last.focus();
    expect(fireEvent.keyDown(last, { key: 'Enter' })).toBe(true);
    expect(fireEvent.keyDown(last, { key: 'Tab', ctrlKey: true })).toBe(true);
    expect(document.activeElement).toBe(last);
  });
});
