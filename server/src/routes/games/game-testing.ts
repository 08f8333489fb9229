import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { type CatalogueItemRow, catalogueItems } from '../../db/schema/catalogue.ts';
import { GAME_ENGINES } from '../../db/schema/catalogue-props.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface GameFixture {
  /** The games folder (every engine, the SDK, and a file no game may serve). */
  dir: string;
  /** The media cache the zips go to. */
  cacheDir: string;
  dispose(): Promise<void>;
}

/** A stand-in for server/games: every demo engine with a page, a script and a style, and the SDK. */
export async function gameFixture(): Promise<GameFixture> {
  const root = join(tmpdir(), `games-test-${process.pid}-${Date.now()}`);
  const dir = join(root, 'games');
  for (const engine of GAME_ENGINES) {
    await mkdir(join(dir, engine), { recursive: true });
    await writeFile(
      join(dir, engine, 'index.html'),
      `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${engine}</title>\n<link rel="stylesheet" href="style.css">\n</head>\n<body><canvas></canvas><script src="game-host.js"></script><script src="game.js"></script></body>\n</html>\n`,
    );
    await writeFile(join(dir, engine, 'game.js'), `window.engine = '${engine}';\n`);
    await writeFile(join(dir, engine, 'style.css'), 'canvas { display: block; }\n');
    await writeFile(join(dir, engine, 'notes.txt'), 'not a game file\n');
  }
  await mkdir(join(dir, '_sdk'), { recursive: true });
  await writeFile(join(dir, '_sdk', 'game-host.js'), 'window.GameHost = {};\n');
  await writeFile(join(dir, 'secret.js'), 'outside every engine\n');
  return {
    dir,
    cacheDir: join(root, 'cache'),
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}

/** A seeded demo game with the given business model and type (game kind). */
export async function seededGame(
  t: TestApp,
  model: 'SUBSCRIPTION' | 'DOWNLOAD_TO_OWN' | 'DOWNLOAD_TO_OWN_FREEMIUM',
  tenant = 'demo',
): Promise<CatalogueItemRow> {
  const [row] = await t.database.db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenant),
        eq(catalogueItems.kind, 'game'),
        sql`${catalogueItems.props}->>'businessModel' = ${model}`,
      ),
    )
    .orderBy(catalogueItems.id)
    .limit(1);
  if (!row) throw new Error(`no ${model} game in ${tenant}`);
  return row;
}

/** The Cookie header value of the cookies a response sets (name=value; …). */
export const cookiesOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
