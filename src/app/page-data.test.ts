import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PageAssetManifest } from '#contract/page-render.ts';
import type { StructureNode } from '#contract/structure.ts';
import { requestManifest, structuresIn } from './page-data.ts';

const MANIFEST: PageAssetManifest = {
  routes: { __root__: { preloads: ['/assets/index.js'], scripts: [] } },
  lazyPreloads: { renderers: ['/assets/renderers.js'], parts: ['/assets/parts.js', '/assets/likes.js'] },
};
const node = (name: string, substructure: StructureNode[] = []) =>
  ({ name, substructure }) as unknown as StructureNode;

describe('a page request’s preloads', () => {
  it('a page of rails preloads only what every page does', () => {
    const assets = requestManifest(MANIFEST);
    assets.addFor([node('page', [node('rail', [node('card')])])]);
    expect(assets.manifest.routes.__root__?.preloads).toEqual(['/assets/index.js']);
  });

  it('a details page preloads the renderers and its actions, once, without touching the build’s manifest', () => {
    const assets = requestManifest(MANIFEST);
    assets.addFor([node('page', [node('detail')]), node('page', [node('track-list')])]);
    assets.addFor([node('page', [node('detail')])]);
    expect(assets.manifest.routes.__root__?.preloads).toEqual([
      '/assets/index.js',
      '/assets/renderers.js',
      '/assets/parts.js',
      '/assets/likes.js',
    ]);
    expect(MANIFEST.routes.__root__?.preloads).toEqual(['/assets/index.js']);
  });

  it('a grid page preloads the renderers only', () => {
    const assets = requestManifest(MANIFEST);
    assets.addFor([node('page', [node('grid', [node('card')])])]);
    expect(assets.manifest.routes.__root__?.preloads).toEqual(['/assets/index.js', '/assets/renderers.js']);
  });

  it('finds the page structures the render loaded', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['demo', 'en', 'structure', '/'], node('page'));
    queryClient.setQueryData(['demo', 'en', 'configuration'], { x: 1 });
    expect(structuresIn(queryClient).map((n) => n.name)).toEqual(['page']);
  });
});
