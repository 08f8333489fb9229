import './app/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootApp } from './app/boot.ts';
import { BootFailure } from './app/boot-failure.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start(): Promise<void> {
  try {
    const { queryClient, scope } = await bootApp();
    const router = createAppRouter({ queryClient, ...scope });
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} tenant={scope.tenant}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('Mount failure', error);
    root.render(<BootFailure />);
  }
  registerServiceWorkerWhenIdle();
}

/** The worker is not needed for the first paint; register it once the page is idle. */
function registerServiceWorkerWhenIdle(): void {
  const register = () =>
    import('./lib/sw-bridge.ts')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}

void start();
