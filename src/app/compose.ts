import { registerDialogs } from '#components/dialogs/dialog-registry.ts';
import { CardLikeFrame } from '#features/library/components/card-like-frame.tsx';
import { providePlayerServices } from '#features/player/player-services.ts';
import { StoriesRail } from '#features/stories/components/stories-rail.tsx';
import { ContinueWatchingSlot } from '#features/video/components/continue-watching-slot.tsx';
import { type SessionView, VISITOR_ROLES } from '#platform/router-context.ts';
import { USER_ROLES } from '#platform/session/session-events.ts';
import { getToken } from '#platform/session/token-store.ts';
import { registerPageParts, registerStructureParts } from '#structure/registry.ts';
import { wirePurchaseReturn } from './purchase-return-wiring.ts';

/**
 * The one place where features meet: what they add to structure rendering and to the dialog
 * manager, and what they need of each other. Features never import each other's internals;
 * everything here that a first page does not need loads on demand.
 */
let composed = false;

export function composeFeatures(): void {
  if (composed) return;
  composed = true;
  // Cards are on the first page: the favourite frame is small (its toggle loads after the card).
  registerStructureParts({ cardActions: CardLikeFrame });
  // The home's and video lists' continue-watching rail: a small slot; the rail loads for signed-in users only.
  registerStructureParts({ nodeRenderers: { 'continue-watching': ContinueWatchingSlot } });
  // The home's stories rail (commerce §2 stories): small; the stories dialog loads when a ring is opened.
  registerStructureParts({ nodeRenderers: { stories: StoriesRail } });
  // Details headers and track lists: with the page renderers (page-parts.tsx).
  registerPageParts(() => import('./page-parts.tsx').then((parts) => parts.composePageParts()));
  registerDialogs(() => import('./feature-dialogs.ts').then((m) => m.FEATURE_DIALOGS));
  // Commerce §4: purchase-return parameters on any page open their outcome's dialog.
  wirePurchaseReturn();
  providePlayerServices({
    // A downloaded item plays from the device (downloads' IndexedDB; Dexie loads only here).
    findDownload: async (tenant, userId, itemId) =>
      (await import('#features/downloads/offline-source.ts')).playableDownload(tenant, userId, itemId),
    prepareDownloads: () =>
      void import('#features/downloads/offline-source.ts').catch((error: unknown) =>
        console.warn('Could not load the downloads lookup', error),
      ),
    downloadPlayed: (tenant, userId, itemId) =>
      void import('#features/downloads/offline-source.ts')
        .then(({ markPlayed }) => markPlayed(tenant, userId, itemId))
        .catch((error: unknown) => console.warn('Could not note the download as played', error)),
    ownedItemIds: async (queryClient, scope) => {
      const { walletPageQuery } = await import('#features/wallet/wallet.queries.ts');
      return (await queryClient.fetchQuery(walletPageQuery(scope, 0))).walletIds;
    },
  });
}

/** The router's view of the session (shell §6): role user while a token is stored. */
export const sessionView: SessionView = {
  roles: () => (getToken() ? USER_ROLES : VISITOR_ROLES),
  // Loaded only when the four conditions of shell §4 rule 3 hold: most visits never need it.
  autoLogin: async (request) => (await import('#features/session/auto-login.ts')).autoLogin(request),
};
