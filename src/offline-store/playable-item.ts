/**
 * A playable item (track, podcast episode, audiobook chapter) as the player queues it and a
 * download keeps it; its URL comes later, from POST /song or POST /song/download.
 */
export interface PlayableItem {
  id: number;
  title: string;
  subTitle?: string;
  imageUrl?: string;
  contentType: string;
  /** The album, podcast, audiobook or playlist it belongs to (collectionInfo.articleId). */
  collectionId?: number;
  durationSec?: number;
}
