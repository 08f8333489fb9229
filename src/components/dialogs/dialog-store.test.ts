import { describe, expect, it } from 'vitest';
import { CLOSES_ON_ROUTE_CHANGE } from './dialog-kinds.ts';
import { closeDialog, currentDialog, openDialog } from './dialog-store.ts';

describe('dialog manager (commerce §2)', () => {
  it('opens one dialog at a time, typed by kind; a newer one replaces it', () => {
    openDialog('share', { url: 'https://portal.test/x' });
    expect(currentDialog()).toEqual({ kind: 'share', props: { url: 'https://portal.test/x' } });
    openDialog('error', { status: 500 });
    expect(currentDialog()?.kind).toBe('error');
    closeDialog();
    expect(currentDialog()).toBeNull();
  });

  it('page dialogs close on route change; session and device notices stay', () => {
    expect(CLOSES_ON_ROUTE_CHANGE.share).toBe(true);
    expect(CLOSES_ON_ROUTE_CHANGE.login).toBe(true);
    expect(CLOSES_ON_ROUTE_CHANGE['session-expired']).toBe(false);
  });
});
