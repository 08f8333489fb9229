import { afterEach, describe, expect, it } from 'vitest';
import { render } from '#test/render.tsx';
import { setDeferredPromptForTests, useInstallPrompt } from './install-prompt.ts';

function Probe() {
  const { canInstall } = useInstallPrompt();
  return <span>{canInstall ? 'yes' : 'no'}</span>;
}

describe('install prompt (commerce §2)', () => {
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    setDeferredPromptForTests(undefined);
  });

  it('is not offered without a deferred beforeinstallprompt event', async () => {
    const view = await render(<Probe />);
    unmount = view.unmount;
    expect(view.container.textContent).toBe('no');
  });

  it('is offered once mounted with a deferred event and the app not installed', async () => {
    setDeferredPromptForTests(new Event('beforeinstallprompt'));
    const view = await render(<Probe />);
    unmount = view.unmount;
    expect(view.container.textContent).toBe('yes');
  });
});
