import '#app/styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserHistory, RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { type ReactNode, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { bootApp } from '#app/boot.ts';
import { BootFailure } from '#app/boot-failure.tsx';
import { composeFeatures, sessionView } from '#app/compose.ts';
import { AppProviders } from '#app/providers.tsx';
import { createAppRouter } from '#app/router.ts';
import { startSessionServices } from '#app/session-wiring.ts';
import { reloadOnChunkFailure } from '#features/freshness/chunk-failure.ts';
import { captureInstallPrompt } from '#features/install/install-prompt.ts';
import { i18n } from '#lib/i18n.ts';
import type { QueryScope } from '#lib/query-scope.ts';
import { endServerDocumentOnNavigation } from '#platform/first-document.ts';
import { holdNavigationsUntilHydrated, pageHydratedWithin } from '#platform/hydration-gate.ts';
import { rebuildLinksOnPrefixChange } from '#platform/locale/locale-rewrite.ts';
import { BOOT_ELEMENT_ID } from '#platform/tenant/boot-data.ts';
import { readThemeCookie } from '#platform/theme/theme-cookie.ts';

// The browser may offer installation before React mounts; keep the event for the install prompt.
captureInstallPrompt();
// From the first lazy chunk on, a chunk of a replaced build reloads the page (guarded).
reloadOnChunkFailure();
// Features meet here, before anything renders: renderer parts, dialogs, services.
composeFeatures();

/** The server rendered this page (its router state is in the document): hydrate instead of rendering anew. */
const serverRendered = (): boolean => '$_TSR' in window;

async function start(): Promise<void> {
  try {
    const { queryClient, scope } = await bootApp();
    const ssr = serverRendered();
    const history = createBrowserHistory();
    // A click made before the page hydrated navigates once it has (the router would otherwise break the hydration).
    if (ssr) holdNavigationsUntilHydrated(history);
    const router = createAppRouter(
      {
        queryClient,
        ...scope,
        origin: window.location.origin,
        document: {
          colorScheme: readThemeCookie() ?? 'light',
          // Rendered back exactly as the server embedded it; the offline shell has its own copy in <head>.
          bootJson: ssr ? (document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? undefined) : undefined,
          hydrated: ssr,
        },
        session: sessionView,
      },
      { history, nonce: cspNonce() },
    );
    rebuildLinksOnPrefixChange(router);
    endServerDocumentOnNavigation(router);
    startSessionServices(queryClient, scope, router);
    const app = (children: ReactNode) => (
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          {children}
        </AppProviders>
      </StrictMode>
    );
    if (ssr) {
      // The server's page hydrates from its own data; the saved cache comes after, for later offline navigations.
      void pageHydratedWithin(HYDRATION_WAIT_MS).then(() =>
        whenIdle(() => void restoreQueryCache(queryClient, scope)),
      );
      hydrateRoot(document, app(<RouterClient router={router} />), {
        // A mismatch costs a client render of part of the page: it must show up in the logs.
        onRecoverableError: (error, info) =>
          console.warn(
            'Hydration fell back to client rendering',
            error,
            (error as Error).cause,
            info.componentStack,
          ),
      });
    }
    // The offline shell (or a page the server could not render in time): the browser renders it all, from the
    // saved cache when it comes in time (a page visited before opens offline without the worker's copy).
    else {
      await Promise.race([restoreQueryCache(queryClient, scope), delay(SHELL_RESTORE_WAIT_MS)]);
      createRoot(document).render(app(<RouterProvider router={router} />));
    }
    whenIdle(() => startIdlePrefetch(router));
  } catch (error) {
    console.error('Mount failure', error);
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    createRoot(container).render(<BootFailure />);
    // The failure screen is what runs: its retry button answers.
    document.documentElement.setAttribute('data-app-ready', '');
  }
  whenIdle(registerServiceWorker);
  // Dev serves no builds/latest.json: only a built portal checks for newer builds.
  if (import.meta.env.PROD) whenIdle(watchBuildFreshness);
}

/** The server names its Content-Security-Policy nonce in a meta tag (browsers hide the attribute itself). */
const cspNonce = (): string | undefined =>
  document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined;

/** Links are prefetched only once the page is idle: that code need not be in the first load. */
function startIdlePrefetch(router: ReturnType<typeof createAppRouter>): void {
  import('#features/navigation/idle-prefetch.ts')
    .then(({ startIdlePrefetch }) => startIdlePrefetch(router))
    .catch((error: unknown) => console.error('Idle prefetching could not start', error));
}

/** The longest the offline shell waits for the saved query cache before it renders without it. */
const SHELL_RESTORE_WAIT_MS = 800;
/** How long the server's page may take to hydrate before the saved cache is restored anyway. */
const HYDRATION_WAIT_MS = 3000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Issue 21: the persisted query cache (own chunk, IndexedDB) restores into what the cache lacks, then is kept. */
function restoreQueryCache(queryClient: QueryClient, scope: QueryScope): Promise<void> {
  return import('#platform/query-persist/persist-wiring.ts')
    .then(({ persistQueryCache }) => persistQueryCache(queryClient, scope.tenant.name).restored)
    .catch((error: unknown) => console.error('The query cache could not be persisted', error));
}

/** The worker is not needed for the first paint. A new version's worker waits: it is announced (freshness). */
function registerServiceWorker(): void {
  import('#lib/sw-bridge.ts')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .then(() => import('#features/freshness/update-announce.ts'))
    .then(({ announceUpdates }) => announceUpdates())
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
