import '#app/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootApp } from '#app/boot.ts';
import { BootFailure } from '#app/boot-failure.tsx';
import { composeFeatures, sessionView } from '#app/compose.ts';
import { AppProviders } from '#app/providers.tsx';
import { createAppRouter } from '#app/router.ts';
import { startSessionServices } from '#app/session-wiring.ts';
import { reloadOnChunkFailure } from '#features/freshness/chunk-failure.ts';
import { captureInstallPrompt } from '#features/install/install-prompt.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The browser may offer installation before React mounts; keep the event for the install prompt.
captureInstallPrompt();
// From the first lazy chunk on, a chunk of a replaced build reloads the page (guarded).
reloadOnChunkFailure();
// Features meet here, before anything renders: renderer parts, dialogs, services.
composeFeatures();

async function start(): Promise<void> {
  try {
    const { queryClient, scope } = await bootApp();
    const router = createAppRouter({
      queryClient,
      ...scope,
      origin: window.location.origin,
      session: sessionView,
    });
    startSessionServices(queryClient, scope, router);
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient} scope={scope}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  } catch (error) {
    console.error('Mount failure', error);
    root.render(<BootFailure />);
  }
  whenIdle(registerServiceWorker);
  // Dev serves no builds/latest.json: only a built portal checks for newer builds.
  if (import.meta.env.PROD) whenIdle(watchBuildFreshness);
}

/** The worker is not needed for the first paint. */
function registerServiceWorker(): void {
  import('#lib/sw-bridge.ts')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

function watchBuildFreshness(): void {
  import('#features/freshness/build-check.ts')
    .then(({ startBuildFreshness }) => startBuildFreshness())
    .catch((error: unknown) => console.error('Build freshness checks could not start', error));
}

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

void start();
