import { serve } from '@hono/node-server';
import { seedDemoData } from '../seed/seed.ts';
import { createApp } from './app.ts';
import { demoToolsNotice } from './auth/demo-tools.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ContentVersions } from './db/content-versions.ts';
import { readEnv } from './env.ts';
import { forwardedRequest } from './http/forwarded.ts';
import { trackInFlight } from './http/in-flight.ts';
import { killPackagers } from './media/packager.ts';
import { prewarmVideoPackages } from './media/prewarm.ts';
import { mediaCacheDir, sweepStaleTemps } from './media/video-package.ts';
import { startArcadeTimer } from './routes/arcade/arcade-clock.ts';
import { startRenewalTimer } from './routes/commerce/renewals.ts';
import { AnswerCache } from './routes/structure/answer-cache.ts';
import { loadProviderHosts } from './routes/video/provider-hosts.ts';
import { describeStartupError } from './startup-error.ts';

async function start(): Promise<void> {
  const env = readEnv(process.env);
  const target = env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
  const database = await openDatabase(target);
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  if (seeded.length > 0) console.log(`[server] seeded tenants: ${seeded.join(', ')}`);

  // Every instance listens for content versions, so nothing it keeps in memory outlives a write.
  const versions = await ContentVersions.watch(database);
  // Provider hosts are known before the first request (a host read later would be served as a tenant's).
  const providerHosts = await loadProviderHosts(database.db);
  const app = createApp({
    db: database.db,
    providerHosts,
    versions,
    ...(env.STRUCTURE_CACHE ? { structureCache: new AnswerCache() } : {}),
    defaultTenant: env.DEFAULT_TENANT,
    distDir: env.DIST_DIR,
    stage: env.NODE_ENV,
    auth: {
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
      trustProxy: env.TRUST_PROXY,
      headerEnrichmentGateways: env.HEADER_ENRICHMENT_GATEWAYS,
      trustedProxyHops: env.TRUSTED_PROXY_HOPS,
      demoTools: env.DEMO_TOOLS,
      registerLimitPerHour: env.REGISTER_LIMIT_PER_HOUR,
      checkoutLimitPer15Min: env.CHECKOUT_LIMIT_PER_15_MIN,
    },
    ...(env.PAYMENT_WEBHOOK_SECRET ? { paymentSecret: env.PAYMENT_WEBHOOK_SECRET } : {}),
    games: { origin: env.GAMES_ORIGIN },
  });
  if (!env.PAYMENT_WEBHOOK_SECRET)
    console.warn(
      '[server] PAYMENT_WEBHOOK_SECRET unset: payment notifications are checked with the development default secret (sandbox only)',
    );
  // Renewals, expiry and pending settlements on the commerce clock; instances share rows by SKIP LOCKED.
  const stopRenewals = startRenewalTimer(database.db);
  // Finished arcade competitions' prizes (issue 19).
  const stopArcade = startArcadeTimer(database.db);
  const notice = demoToolsNotice(env.DEMO_TOOLS, env.TRUST_PROXY);
  console[notice.level](notice.line);
  // Behind a trusted proxy the app sees the browser's scheme and host (cookies, origins, redirects).
  const answering = trackInFlight<Parameters<typeof app.fetch>, Response>(
    env.TRUST_PROXY
      ? (request, ...rest) => app.fetch(forwardedRequest(request, env.TRUSTED_PROXY_HOPS), ...rest)
      : app.fetch,
  );
  const server = serve({ fetch: answering.fetch, port: env.PORT }, (info) => {
    // performance.now() counts from process start, so this is the whole cold start.
    const coldStartMs = Math.round(performance.now());
    console.log(`[server] http://localhost:${info.port} ready in ${coldStartMs} ms (${database.driver})`);
    // After readiness, in the background: the demo videos' clear DASH/HLS packages (a failure is only logged).
    // Temp folders of runs that died with an earlier process go first.
    const cacheDir = mediaCacheDir(process.env);
    void sweepStaleTemps(cacheDir)
      .catch((error: unknown) => console.warn('[server] media cache sweep failed:', error))
      .then(() => prewarmVideoPackages(cacheDir));
  });
  const closeServer = async () => {
    stopRenewals();
    stopArcade();
    // Packager children would outlive the process; their runs reject, their requests answer 503.
    killPackagers();
    await new Promise<void>((done) => server.close(() => done()));
    await answering.drained();
  };
  onShutdown(closeServer, database, versions);
}

function onShutdown(closeServer: () => Promise<void>, database: Database, versions: ContentVersions): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing`);
    // Stop accepting requests and let the ones being answered finish (at most 5 s), then close the
    // database: PGlite persists only what close() flushes.
    await Promise.race([closeServer(), new Promise((done) => setTimeout(done, 5000))]);
    await versions.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

try {
  await start();
} catch (error) {
  // Start-up failures (bad env, unreachable database, failed migration) end the process with their real cause.
  console.error(`[server] could not start: ${describeStartupError(error)}`);
  process.exit(1);
}
