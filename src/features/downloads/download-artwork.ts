import { normalizeImageUrl } from '#lib/node-urls.ts';
import { DOWNLOAD_ARTWORK_CACHE } from '#offline-store/offline-media.ts';

const cacheStorage = (): CacheStorage | undefined => (typeof caches === 'undefined' ? undefined : caches);

/** The URL an image is shown (and cached) with. */
export const artworkUrl = (imageUrl: string): string =>
  new URL(normalizeImageUrl(imageUrl), location.href).href;

/** Keeps the artwork of a downloaded item; best effort: a download never fails for its picture. */
export async function keepArtwork(imageUrl: string | undefined): Promise<void> {
  const storage = cacheStorage();
  if (!imageUrl || !storage) return;
  try {
    const url = artworkUrl(imageUrl);
    const cache = await storage.open(DOWNLOAD_ARTWORK_CACHE);
    if (await cache.match(url)) return;
    await cache.add(new Request(url, { credentials: 'same-origin' }));
  } catch (error) {
    console.warn('Could not keep the artwork of a download', error);
  }
}

/** Forgets the artwork once no download of this device shows it any more. */
export async function dropArtwork(imageUrl: string | undefined): Promise<void> {
  const storage = cacheStorage();
  if (!imageUrl || !storage) return;
  try {
    await (await storage.open(DOWNLOAD_ARTWORK_CACHE)).delete(artworkUrl(imageUrl));
  } catch (error) {
    console.warn('Could not forget the artwork of a download', error);
  }
}
