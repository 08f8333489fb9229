import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type LocaleCode, localeDir } from '../../../../contract/locales.ts';
import { ENGINE_NAME } from './game-grants.ts';

/** The committed HTML5 games: server/games/{engine}/ and the shared SDK server/games/_sdk/game-host.js. */
export const DEFAULT_GAMES_DIR = fileURLToPath(new URL('../../../games', import.meta.url));

/** The SDK every game loads as `game-host.js`, served under every grant path. */
export const SDK_FILE = 'game-host.js';

/** The files a game may have: flat in its folder, plain names, the kinds a canvas game needs. */
const FILE = /^[a-z0-9][a-z0-9_-]{0,63}\.(html|js|css|png|svg|webp|json|mp3|ogg|wav|woff2)$/;

export const GAME_CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  json: 'application/json',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
  woff2: 'font/woff2',
};

export const contentTypeOf = (file: string): string =>
  GAME_CONTENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * The games folder: which files each engine has (read once per engine; a file that is not in its folder,
 * or not of an allowed kind, is never served), and the game page with what the grant says injected.
 */
export class GameFiles {
  readonly dir: string;
  readonly #listings = new Map<string, Promise<Set<string>>>();

  constructor(dir: string = DEFAULT_GAMES_DIR) {
    this.dir = dir;
  }

  /** The engine's servable files (the SDK among them), empty for an unknown engine. */
  files(engine: string): Promise<Set<string>> {
    let listing = this.#listings.get(engine);
    if (!listing) {
      listing = ENGINE_NAME.test(engine) ? this.#list(engine) : Promise.resolve(new Set<string>());
      this.#listings.set(engine, listing);
    }
    return listing;
  }

  async #list(engine: string): Promise<Set<string>> {
    const entries = await readdir(join(this.dir, engine), { withFileTypes: true }).catch(() => []);
    const names = entries.filter((e) => e.isFile() && FILE.test(e.name)).map((e) => e.name);
    if (!names.includes('index.html')) return new Set();
    return new Set([...names.filter((name) => name !== SDK_FILE), SDK_FILE]);
  }

  /** The path of an allowed file of the engine, else undefined. */
  async pathOf(engine: string, file: string): Promise<string | undefined> {
    if (!(await this.files(engine)).has(file)) return undefined;
    return file === SDK_FILE ? join(this.dir, '_sdk', SDK_FILE) : join(this.dir, engine, file);
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The game page with the grant's language and direction on <html>, and in <head> the portal origin the
 * game posts to (game-host) and the signed session token it reports with (game-session).
 */
export function injectGamePage(
  html: string,
  page: { lang: LocaleCode; hostOrigin: string; sessionToken: string },
): string {
  const dir = localeDir(page.lang);
  const metas =
    `<meta name="game-host" content="${escapeAttribute(page.hostOrigin)}">` +
    `<meta name="game-session" content="${escapeAttribute(page.sessionToken)}">`;
  return html
    .replace(/<html\b[^>]*>/i, `<html lang="${page.lang}" dir="${dir}">`)
    .replace(/<head\b[^>]*>/i, (head) => `${head}${metas}`);
}

export const readGamePage = (path: string): Promise<string> => readFile(path, 'utf8');
