import type { VideoStreamingAnswer } from '#contract/video.ts';
import { findVideoDownload } from '#features/downloads/offline-video.port.ts';

/**
 * A title this user downloaded as a streaming answer: its offline manifest (/media/offline/<id>/offline.mpd,
 * which the service worker answers with Range) and the download's ticket for the reports. Only clear titles
 * are downloaded, so there is no licence. As audio does, a complete download plays from the device whether
 * online or not (past validUntil only while offline).
 */
export async function offlineVideoAnswer(
  tenant: string,
  userId: string,
  itemId: number,
): Promise<VideoStreamingAnswer | undefined> {
  const local = await findVideoDownload(tenant, userId, itemId).catch(() => undefined);
  if (!local) return undefined;
  return {
    manifestUrl: local.manifestUrl,
    hlsUrl: local.manifestUrl,
    drm: null,
    ticket: local.ticket,
    expiresAt: local.validUntil,
    durationSec: local.durationSec ?? 0,
    contentType: 'VIDEO',
    next: null,
    downloadable: true,
  };
}
