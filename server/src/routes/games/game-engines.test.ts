import { describe, expect, it } from 'vitest';
import { ACME_TENANT } from '../../../seed/acme-tenant.ts';
import { DEMO_TENANT } from '../../../seed/demo-tenant.ts';
import { GAME_ENGINES } from '../../db/schema/catalogue-props.ts';
import { GameFiles, injectGamePage, readGamePage } from './game-files.ts';

const files = new GameFiles();

describe('the committed games (server/games) as the game origin serves them', () => {
  it('every seeded game and arcade item plays an engine that exists', () => {
    const games = [...DEMO_TENANT.items, ...ACME_TENANT.items].filter(
      (item) => item.kind === 'game' || item.kind === 'arcade',
    );
    expect(games.length).toBeGreaterThan(30);
    for (const game of games) expect(GAME_ENGINES, game.slug).toContain(game.props?.gameEngine);
    // Every engine is used by some game.
    expect(new Set(games.map((game) => game.props?.gameEngine))).toEqual(new Set(GAME_ENGINES));
  });

  it.each(GAME_ENGINES)(
    '%s: its page, script, style and the SDK are served, and the page takes the injection',
    async (engine) => {
      const listed = await files.files(engine);
      expect([...listed]).toEqual(
        expect.arrayContaining(['index.html', 'game.js', 'style.css', 'game-host.js']),
      );
      // Nothing outside the engine folder or of another kind (the check script, the tests) is ever listed.
      expect(
        [...listed].every((name) =>
          /^[a-z0-9][a-z0-9_-]*\.(html|js|css|png|svg|webp|json|mp3|ogg|wav|woff2)$/.test(name),
        ),
      ).toBe(true);
      const html = await readGamePage((await files.pathOf(engine, 'index.html')) ?? '');
      const page = injectGamePage(html, {
        lang: 'ar',
        hostOrigin: 'http://localhost:8080',
        sessionToken: 'a.b',
      });
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).toMatch(
        /<head>\s*<meta name="game-host" content="http:\/\/localhost:8080"><meta name="game-session" content="a.b">/,
      );
      // No inline script or style and nothing remote: the page's CSP (script-src/style-src 'self') would refuse them.
      expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style|\sstyle="|https?:\/\/(?!localhost:8080)/);
    },
  );
});
