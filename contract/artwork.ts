/**
 * Link previews of generated cover art (og:image, twitter:image): PNG, since Facebook, X, LinkedIn,
 * WhatsApp and Slack show no SVG; 1.91:1 at 1200 wide, the shape they show uncropped.
 */
export const ARTWORK_PREVIEW = { type: 'image/png', width: 1200, height: 630 } as const;

// The cover art URL of structure answers (/media/artwork/{id}.svg); ids as the contract's ItemIdSchema.
const COVER_SVG = /^(https?:\/\/[^/?#]+\/media\/artwork\/[1-9]\d{0,9})\.svg$/;

/** GET /media/artwork/{id}.png beside an absolute cover art URL; undefined for any other picture. */
export function artworkPreviewUrl(url: string): string | undefined {
  const cover = COVER_SVG.exec(url)?.[1];
  return cover ? `${cover}.png` : undefined;
}

/**
 * Square PNG sizes of the cover art for the Media Session (lock screens and system media controls that show no
 * SVG): GET /media/artwork/{id}/{size}.png.
 */
export const ARTWORK_SQUARE_SIZES = [96, 128, 192, 256, 384, 512] as const;

/** The Media Session's artwork list for an absolute cover art URL: the SVG itself, then the PNG sizes. */
export function mediaSessionArtwork(url: string): Array<{ src: string; sizes: string; type?: string }> {
  const cover = COVER_SVG.exec(url)?.[1];
  if (!cover) return [{ src: url, sizes: '512x512' }];
  return [
    ...ARTWORK_SQUARE_SIZES.map((size) => ({
      src: `${cover}/${size}.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
    { src: `${cover}.svg`, sizes: 'any', type: 'image/svg+xml' },
  ];
}
