import type { StructureNode } from '#contract/structure.ts';
import { DownloadActions } from '#features/downloads/components/download-actions.tsx';
import { downloadRowActions } from '#features/downloads/components/download-row-actions.tsx';
import { GameActions } from '#features/games/components/game-actions.tsx';
import { DetailActions as LibraryActions } from '#features/library/components/detail-actions.tsx';
import { PlayActions } from '#features/player/components/play-actions.tsx';
import { usePlayRowActions } from '#features/player/components/play-row-actions.tsx';
import { BuyAction } from '#features/purchase/components/buy-action.tsx';
import { RatingSummary } from '#features/rating/components/rating-summary.tsx';
import { useChallengeProgress } from '#features/tournaments/components/challenge-progress.tsx';
import { AddToCartAction } from '#features/voucher/components/add-to-cart-action.tsx';
import { readyLazy } from '#lib/ready-lazy.ts';
import type { PlayableListItem } from '#structure/playable-items.ts';
import { type RowActionsView, registerStructureParts } from '#structure/registry.ts';

/**
 * A details header: play and queue (player), play, free play or download a game (games), buy (purchase) or add to cart (a voucher), then the favourite
 * toggle (library) with the downloads beside it, then the ratings.
 */
function DetailActions({ node }: { node: StructureNode }) {
  return (
    <>
      <PlayActions node={node} />
      <GameActions node={node} />
      <BuyAction node={node} />
      <AddToCartAction node={node} />
      <LibraryActions node={node}>
        <DownloadActions node={node} />
      </LibraryActions>
      <RatingSummary node={node} />
    </>
  );
}

/** A track list row: its play button before the link (player), its download button after it (downloads). */
function useRowActions(items: readonly (PlayableListItem | undefined)[]): RowActionsView {
  return { ...usePlayRowActions(items), ...downloadRowActions(items) };
}

/** A video stream page's player (video feature): its own chunk; Shaka loads only when play is pressed. */
const VideoStage = readyLazy(() =>
  import('#features/video/components/video-stage.tsx').then((m) => m.VideoStageNode),
);

/** A tournament page's panel (state, registration, teams): the tournaments feature's own chunk. */
const TournamentPanel = readyLazy(() =>
  import('#features/tournaments/components/tournament-panel.tsx').then((m) => m.TournamentPanel),
);

/** An arcade game's competition and leaderboard (arcade feature): its own chunk. */
const ArcadePanel = readyLazy(() =>
  import('#features/arcade/components/arcade-panel.tsx').then((m) => m.ArcadePanel),
);

/** What listing and details pages add to the renderer; loaded with the page renderers. */
export function composePageParts(): void {
  registerStructureParts({
    detailActions: DetailActions,
    rowActions: useRowActions,
    // With its preload: a stream page loads the player's code before hydrating, so the play button answers at once.
    nodeRenderers: {
      'video-player': Object.assign(VideoStage.Component, { preload: VideoStage.preload }),
      'tournament-panel': Object.assign(TournamentPanel.Component, { preload: TournamentPanel.preload }),
      'arcade-panel': Object.assign(ArcadePanel.Component, { preload: ArcadePanel.preload }),
    },
    // A challenge's steps with the caller's progress and the opt-in (tournaments).
    challengeProgress: useChallengeProgress,
  });
}
