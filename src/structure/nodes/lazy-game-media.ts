import { readyLazy } from '#lib/ready-lazy.ts';

/**
 * The gallery, lightbox and trailer of a details page: their code loads with the first details page that has
 * artworks, not before. Route loaders (and a server-rendered page, before it hydrates) preload it, so the gallery
 * hydrates with the page: a thumbnail pressed the moment the page answers opens the lightbox (as a React.lazy
 * part it stayed inert server HTML for a while, and the press was lost).
 */
export const gameMedia = readyLazy(async () => (await import('./game-media.tsx')).GameMedia);
