import { readyLazy } from '#lib/ready-lazy.ts';

/**
 * The markdown renderer: it loads with the first article, never with the home page. Route loaders (and a
 * server page before hydrating) preload it with the renderers of a page that has an article body.
 */
export const lazyMarkdown = readyLazy(async () => (await import('./markdown-view.tsx')).MarkdownView);
