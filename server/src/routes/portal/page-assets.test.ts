import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageAssets, readPageAssets } from './page-assets.ts';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-r1.js'],
    css: ['assets/index-c1.css'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  'src/structure/page-renderers.ts': {
    file: 'assets/page-renderers-p1.js',
    css: ['assets/renderers-c2.css'],
  },
  'src/app/page-parts.tsx': { file: 'assets/page-parts-q1.js' },
  'src/locales/en/messages.po': { file: 'assets/messages-en.js' },
  'src/routes/search.tsx': {
    file: 'assets/search-s1.js',
    isDynamicEntry: true,
    css: ['assets/search-c3.css'],
  },
};

describe('page assets', () => {
  const root = mkdtempSync(join(tmpdir(), 'page-assets-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("inlines the first render's stylesheets and names the files for print only, so the first paint waits for no request", () => {
    const texts: Record<string, string> = {
      '/assets/index-c1.css': '.a{color:red}',
      '/assets/renderers-c2.css': '.b{color:blue}',
    };
    const assets = pageAssets(MANIFEST, 'en', (href) => texts[href]);
    expect(assets.firstPaintCss).toBe('.a{color:red}\n.b{color:blue}');
    expect(assets.routes.__root__?.css).toEqual([
      { href: '/assets/index-c1.css', media: 'print' },
      { href: '/assets/renderers-c2.css', media: 'print' },
    ]);
    // A lazy route's stylesheet is not part of the first render.
    expect(assets.firstPaintCss).not.toContain('search');
  });

  it('without every text (a file missing) the stylesheets stay ordinary links', () => {
    const assets = pageAssets(MANIFEST, 'en', (href) => (href.includes('index') ? '.a{}' : undefined));
    expect(assets.firstPaintCss).toBeUndefined();
    expect(assets.routes.__root__?.css).toEqual(['/assets/index-c1.css', '/assets/renderers-c2.css']);
  });

  it('every page preloads the entry and its catalogues; the renderers and page parts are offered apart', () => {
    const assets = pageAssets(
      {
        ...MANIFEST,
        'src/app/page-parts.tsx': {
          file: 'assets/page-parts-q1.js',
          imports: ['_react-r1.js', '_likes-l1.js'],
        },
        '_likes-l1.js': { file: 'assets/likes-l1.js' },
      },
      'en',
    );
    expect(assets.routes.__root__?.preloads).toEqual([
      '/assets/index-e1.js',
      '/assets/react-r1.js',
      '/assets/messages-en.js',
    ]);
    // A chunk of the entry's is not named again.
    expect(assets.lazyPreloads).toEqual({
      renderers: ['/assets/page-renderers-p1.js'],
      parts: ['/assets/page-parts-q1.js', '/assets/likes-l1.js'],
    });
  });

  it("reads the build's stylesheets beside its manifest", async () => {
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(dist, 'assets', 'index-c1.css'), '.a{color:red}');
    writeFileSync(join(dist, 'assets', 'renderers-c2.css'), '.b{color:blue}');
    const assets = await readPageAssets(join(dist, '.vite', 'manifest.json'));
    expect(assets.ar.firstPaintCss).toBe('.a{color:red}\n.b{color:blue}');
  });
});
