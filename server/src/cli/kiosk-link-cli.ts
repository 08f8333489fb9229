// `npm run kiosk:link -- --tenant <name> --pin <pin> [--origin https://…]`: prints a kiosk enrolment link
// (server/src/cli/kiosk-link.ts) minted in the server's own database (DATABASE_URL, else PGlite in DATA_DIR).
import { openDatabase } from '../db/client.ts';
import { readEnv } from '../env.ts';
import { createKioskLink, KioskLinkError, parseKioskLinkArgs } from './kiosk-link.ts';

async function main(): Promise<number> {
  let args: ReturnType<typeof parseKioskLinkArgs>;
  try {
    args = parseKioskLinkArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof KioskLinkError)) throw error;
    console.error(`kiosk:link: ${error.message}`);
    return 2;
  }
  const env = readEnv(process.env);
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    // The same schema as the server's (a database never started by the server gets its tables first).
    await database.migrate();
    const link = await createKioskLink(database.db, args, env.PORT);
    console.log(link.url);
    console.error(
      `kiosk:link: device ${link.deviceId} of tenant "${args.tenant}"; open the link on the tablet before ` +
        `${link.expiresAt} (15 minutes). Its PIN leaves kiosk mode again.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof KioskLinkError)) throw error;
    console.error(`kiosk:link: ${error.message}`);
    return 2;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
