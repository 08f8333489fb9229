/*
 * A browser check of the demo games, not part of the test suite (it needs Debian's Chromium):
 *   node server/games/check-games.mjs [engine…]        (GAMES_CHECK_PORT=8930 by default; uses it and the next)
 * It serves server/games the way the reference server will (game-host.js next to each game, lang/dir and the
 * game-host and game-session metas injected into index.html, the strict CSP) on localhost:<port>, and a host page
 * on 127.0.0.1:<port+1> that frames a game with sandbox="allow-scripts allow-pointer-lock" and records the
 * messages it gets. For each engine, in en and ar, it checks the ready message, that keys change the canvas, that
 * running scores and a final score arrive, that the host's pause and restart commands are obeyed, that the canvas
 * follows a resized frame, and it writes screenshots to /tmp/games-check/ (start, playing, paused, own-pause, over,
 * restarted, portrait) to be looked at. English is played by keyboard; Arabic by touch (a tap starts) with reduced motion.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';

const root = import.meta.dirname;
const port = Number(process.env.GAMES_CHECK_PORT ?? 8930);
const gameOrigin = `http://localhost:${port}`;
const hostOrigin = `http://127.0.0.1:${port + 1}`;
const out = '/tmp/games-check';
const engines =
  process.argv.length > 2
    ? process.argv.slice(2)
    : Object.keys(JSON.parse(await readFile(join(root, 'engines.json'), 'utf8')));
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const csp = `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self'; connect-src 'none'; frame-ancestors ${hostOrigin}; base-uri 'none'; form-action 'none'`;

/** /g/<lang>/<engine>/<file>: what the server answers for a grant bound to that language and game. */
const games = createServer(async (req, res) => {
  const match = /^\/g\/(en|ar|fr|de|es|ro)\/([a-z]+)\/([a-z-]+\.(?:html|js|css))?$/.exec(req.url ?? '');
  if (!match) return res.writeHead(404).end();
  const [, lang, engine, file = 'index.html'] = match;
  try {
    let body = await readFile(
      file === 'game-host.js' ? join(root, '_sdk', file) : join(root, engine, file),
      'utf8',
    );
    if (file === 'index.html') {
      body = body
        .replace(/<html[^>]*>/, `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`)
        .replace(
          '<head>',
          `<head>\n<meta name="game-host" content="${hostOrigin}">\n<meta name="game-session" content="s-${engine}-${lang}">`,
        );
    }
    res.writeHead(200, { 'content-type': types[extname(file)], 'content-security-policy': csp }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
const host = createServer((req, res) => {
  const url = new URL(req.url ?? '/', hostOrigin);
  const src = `${gameOrigin}/g/${url.searchParams.get('lang')}/${url.searchParams.get('engine')}/`;
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><html><head><style>
    body{margin:0;background:#333} iframe{border:0;width:960px;height:540px;display:block}</style></head><body>
    <iframe src="${src}" sandbox="allow-scripts allow-pointer-lock" allow="fullscreen; gamepad; autoplay"
      referrerpolicy="no-referrer" title="game"></iframe>
    <script>
      window.received = [];
      const frame = document.querySelector('iframe');
      addEventListener('message', (e) => {
        if (e.source === frame.contentWindow) window.received.push({ origin: e.origin, data: e.data });
      });
      window.command = (type) => frame.contentWindow.postMessage({ v: 1, type }, '*');
    </script></body></html>`);
});
await new Promise((ok) => games.listen(port, ok));
await new Promise((ok) => host.listen(port + 1, '127.0.0.1', ok));

const browser = await chromium.launch(chromiumLaunch);
const failures = [];
const check = (ok, what) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms) => new Promise((ok) => setTimeout(ok, ms));

/** Keys each game is played with while the check waits for its game over. */
const play = {
  meteor: async (page, i) => page.keyboard.press(['ArrowLeft', 'Space', 'ArrowRight'][i % 3]),
  breakout: async (page, i) => page.keyboard.press(i % 3 ? 'ArrowRight' : 'Space'),
  snake: async (page, i) => page.keyboard.press(['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowRight'][i % 4]),
  memory: async (page, i) => page.keyboard.press(['Space', 'ArrowRight', 'Space', 'ArrowDown'][i % 4]),
  jumper: async (page, i) => page.keyboard.press(i % 4 ? 'ArrowRight' : 'Space'),
};

const run = async (engine, lang) => {
  // Arabic is played by touch with reduced motion, English by keyboard.
  const touch = lang === 'ar';
  const page = await browser.newPage({ viewport: { width: 960, height: 540 }, hasTouch: touch });
  if (touch) await page.emulateMedia({ reducedMotion: 'reduce' });
  // A stand-in gamepad in every frame, its Start button driven through window.padStart.
  await page.addInitScript(() => {
    window.padStart = false;
    navigator.getGamepads = () => [
      {
        axes: [0, 0],
        buttons: Array.from({ length: 16 }, (_, i) => ({ pressed: i === 9 && window.padStart })),
      },
    ];
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${hostOrigin}/?engine=${engine}&lang=${lang}`);
  const received = () => page.evaluate(() => window.received);
  const frame = page.frameLocator('iframe');
  const shot = (name) => page.screenshot({ path: `${out}/${engine}-${lang}-${name}.png` });
  const canvasData = () => frame.locator('canvas').evaluate((c) => c.toDataURL());
  const name = `${engine} ${lang}`;
  await page.waitForFunction(() => window.received.some((m) => m.data?.type === 'ready'), null, {
    timeout: 10_000,
  });
  const ready = (await received()).find((m) => m.data.type === 'ready');
  check(
    ready.origin === 'null',
    `${name}: ready arrives from the sandboxed (opaque) origin: ${ready.origin}`,
  );
  await sleep(300);
  await shot('start');
  const before = await canvasData();
  await frame.locator('canvas').focus();
  if (touch) await page.touchscreen.tap(480, 300);
  else await page.keyboard.press('Space');
  for (let i = 0; i < 12; i++) {
    await play[engine](page, i);
    await sleep(150);
  }
  check((await canvasData()) !== before, `${name}: the canvas changes once the game runs`);
  await shot('playing');
  await page.evaluate(() => window.command('pause'));
  await sleep(200);
  const paused = await canvasData();
  await sleep(500);
  check((await canvasData()) === paused, `${name}: the host's pause command stops the game`);
  await shot('paused');
  await page.evaluate(() => window.command('resume'));
  // The player's own pause: P on a keyboard, the HUD's pause button by touch (at the end of the HUD: left in rtl).
  const [w, h] = engine === 'jumper' ? [800, 450] : [640, 480];
  const scale = Math.min(960 / w, 540 / h);
  const u = Math.min(1.4, Math.max(0.8, scale));
  const button = { x: (960 - w * scale) / 2 + 6 * u + 15 * u, y: (540 - h * scale) / 2 + 6 * u + 15 * u };
  // A fresh round first: a round that already ended would take the tap or the key as "play again".
  await page.evaluate(() => window.command('restart'));
  await sleep(300);
  if (touch) await page.touchscreen.tap(button.x, button.y);
  else await page.keyboard.press('p');
  await sleep(200);
  const held = await canvasData();
  await sleep(500);
  check(
    (await canvasData()) === held,
    `${name}: the player's pause (${touch ? 'pause button' : 'P'}) stops the game`,
  );
  await shot('own-pause');
  if (touch) await page.touchscreen.tap(480, 300);
  else await page.keyboard.press('p');
  if (!touch) {
    const game = page.frames().find((f) => f.url().startsWith(gameOrigin));
    const pressStart = async () => {
      await game.evaluate(() => {
        window.padStart = true;
      });
      await sleep(150);
      await game.evaluate(() => {
        window.padStart = false;
      });
      await sleep(150);
    };
    await page.evaluate(() => window.command('restart'));
    await sleep(300);
    await pressStart();
    const padHeld = await canvasData();
    await sleep(500);
    check((await canvasData()) === padHeld, `${name}: a gamepad's Start button pauses the game`);
    await shot('pad-pause');
    await pressStart();
  }
  const deadline = Date.now() + 150_000;
  for (let i = 0; Date.now() < deadline; i++) {
    if ((await received()).some((m) => m.data?.final === true)) break;
    await play[engine](page, i);
    await sleep(engine === 'meteor' ? 60 : 200);
  }
  const scores = (await received()).filter((m) => m.data?.type === 'score');
  const final = scores.find((m) => m.data.final);
  check(!!final, `${name}: a final score arrives (${final?.data.score})`);
  check(
    scores.every((m) => m.data.session === `s-${engine}-${lang}` && Number.isInteger(m.data.score)),
    `${name}: ${scores.length} score messages carry the session and integer scores`,
  );
  await sleep(400);
  await shot('over');
  await page.evaluate(() => window.command('restart'));
  await sleep(700);
  await shot('restarted');
  const size = () => frame.locator('canvas').evaluate((c) => [c.width, c.height]);
  await page.evaluate(() => {
    document.querySelector('iframe').style.cssText = 'width:360px;height:520px';
  });
  await sleep(400);
  check(String(await size()) === '360,520', `${name}: the canvas follows its frame's size (${await size()})`);
  await shot('portrait');
  check(errors.length === 0, `${name}: no page errors ${errors.join(' | ')}`);
  await page.close();
};

/** Opened on its own (the "new window" case): the game runs and reports nothing, without errors. */
const alone = async (engine) => {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${gameOrigin}/g/fr/${engine}/`);
  await sleep(300);
  const before = await page.locator('canvas').evaluate((c) => c.toDataURL());
  await page.keyboard.press('Space');
  await sleep(600);
  const after = await page.locator('canvas').evaluate((c) => c.toDataURL());
  const connected = await page.evaluate(() => window.GameHost.connected);
  check(
    after !== before && !connected && errors.length === 0,
    `${engine} alone: runs unconnected ${errors.join(' | ')}`,
  );
  await page.close();
};

await import('node:fs/promises').then((fs) => fs.mkdir(out, { recursive: true }));
await Promise.all(engines.map((engine) => alone(engine)));
await Promise.all(
  engines.flatMap((engine) =>
    ['en', 'ar'].map((lang) =>
      run(engine, lang).catch((e) => check(false, `${engine} ${lang}: ${e.message}`)),
    ),
  ),
);
await browser.close();
games.close();
host.close();
console.log(failures.length ? `${failures.length} failure(s)` : 'all games passed');
process.exit(failures.length ? 1 : 0);
