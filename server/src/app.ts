import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { AppEnv } from './app-env.ts';
import { type AuthSettings, DEFAULT_AUTH_SETTINGS } from './auth/settings.ts';
import { admissionLimitsOf, type Db } from './db/client.ts';
import type { ContentVersions } from './db/content-versions.ts';
import { hostedRoutes } from './hosted/hosted.routes.ts';
import { AdmissionGate, type AdmissionLimits, admission } from './http/admission.ts';
import { handleError, handleNotFound } from './http/error-handler.ts';
import { securityHeaders } from './http/security-headers.ts';
import { tenantMiddleware } from './http/tenant-middleware.ts';
import { refuseUnsafeUrl } from './http/validate.ts';
import { mediaCacheDir } from './media/video-package.ts';
import { OPENAPI_PATH, openApiRoutes } from './openapi/openapi.routes.ts';
import { analyticsRoutes, analyticsTagRoutes } from './routes/analytics/analytics.routes.ts';
import { arcadeRoutes } from './routes/arcade/arcade.routes.ts';
import { challengeRoutes } from './routes/challenges/challenges.routes.ts';
import { commerceRoutes } from './routes/commerce/commerce.routes.ts';
import { DEV_PAYMENT_SECRET } from './routes/commerce/notifications.service.ts';
import { contentRoutes } from './routes/content/content.routes.ts';
import { developerAppRoutes } from './routes/developer-apps/developer-apps.routes.ts';
import { deviceRoutes } from './routes/device/device.routes.ts';
import { feedbackRoutes } from './routes/feedback/feedback.routes.ts';
import { GameFiles } from './routes/games/game-files.ts';
import { gameOriginRoutes } from './routes/games/game-origin.routes.ts';
import { GamePackages } from './routes/games/game-packages.ts';
import { gameDownloadRoutes, gameRoutes } from './routes/games/games.routes.ts';
import { i18nRoutes } from './routes/i18n/i18n.routes.ts';
import { kioskRoutes } from './routes/kiosk/kiosk.routes.ts';
import { libraryRoutes } from './routes/library/library.routes.ts';
import { manifestRoutes } from './routes/manifest/manifest.routes.ts';
import { artworkRoutes } from './routes/media/artwork.routes.ts';
import { mediaFileRoutes } from './routes/media/media-files.routes.ts';
import { streamRoutes } from './routes/media/stream.routes.ts';
import { parentalRoutes } from './routes/parental/parental.routes.ts';
import { partnerRoutes } from './routes/partner/partner.routes.ts';
import { playerRoutes } from './routes/player/player.routes.ts';
import { portalRoutes } from './routes/portal/portal.routes.ts';
import { purchaseRoutes } from './routes/purchase/purchase.routes.ts';
import { rewardRoutes } from './routes/rewards/rewards.routes.ts';
import { routeRuleRoutes } from './routes/route-rules/route-rules.routes.ts';
import { searchRoutes } from './routes/search/search.routes.ts';
import { sessionRoutes } from './routes/session/session.routes.ts';
import type { AnswerCache } from './routes/structure/answer-cache.ts';
import { structureRoutes } from './routes/structure/structure.routes.ts';
import { tenantRoutes } from './routes/tenant/tenant.routes.ts';
import { tournamentRoutes } from './routes/tournaments/tournaments.routes.ts';
import { userRoutes } from './routes/user/user.routes.ts';
import { type ProviderHosts, providerHostsOf } from './routes/video/provider-hosts.ts';
import { videoRoutes } from './routes/video/video.routes.ts';
import { providerHostRoutes, videoFileRoutes } from './routes/video/video-files.routes.ts';
import { pipelinePackager, VideoPackages, type VideoSettings } from './routes/video/video-packages.ts';
import { voucherRoutes } from './routes/voucher/voucher.routes.ts';

export interface AppDeps {
  db: Db;
  /** Tenant for hosts that no tenant lists. */
  defaultTenant: string;
  /** Folder of the Vite build (index.html, assets/, sw.js). */
  distDir: string;
  /** Reported to the portal as envFile.stage. */
  stage: string;
  /** Session tunables; defaults suit production, tests shorten them. */
  auth?: Partial<AuthSettings>;
  /** The line in front of the database; by default PGlite's (db/client.ts), none for PostgreSQL. */
  admission?: AdmissionLimits | false;
  /** Content versions (db/content-versions.ts): without them nothing is cached in memory. */
  versions?: ContentVersions;
  /** Structure answers kept in memory, valid while their tenant's content version holds. */
  structureCache?: AnswerCache;
  /** Shared secret of the payment provider's signed notifications (PAYMENT_WEBHOOK_SECRET). */
  paymentSecret?: string;
  /** Video packaging: the cache folder (MEDIA_CACHE_DIR) and the packager (the media pipeline's by default). */
  video?: Partial<VideoSettings>;
  /**
   * External providers' hosts, loaded before the server listens (loadProviderHosts); without them the app
   * starts the first read itself and requests wait for it.
   */
  providerHosts?: ProviderHosts;
  /** Games: the engines' folder (server/games by default) and the game origin (GAMES_ORIGIN; games.localhost by default). */
  games?: { dir?: string; origin?: string | undefined };
}

/** The whole HTTP surface: backend calls under /api, media, per-tenant manifest, and the built portal. */
export function createApp({
  db,
  defaultTenant,
  distDir,
  stage,
  auth,
  admission: line,
  versions,
  structureCache,
  paymentSecret,
  video,
  providerHosts,
  games,
}: AppDeps): Hono<AppEnv> {
  const packages = new VideoPackages({
    cacheDir: video?.cacheDir ?? mediaCacheDir(process.env),
    packager: video?.packager ?? pipelinePackager,
  });
  const settings: AuthSettings = { ...DEFAULT_AUTH_SETTINGS, ...auth };
  const gameFiles = new GameFiles(games?.dir);
  const gamePackages = new GamePackages(video?.cacheDir ?? mediaCacheDir(process.env), gameFiles);
  const gamesOrigin = games?.origin;
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(securityHeaders({ gamesOrigin }));
  app.use(compress());
  // The contract's text rule for every URL: control characters or lone surrogates are a 400 up front.
  app.use(refuseUnsafeUrl);
  // PGlite: a bounded line in front of its single connection (503 SERVER_BUSY beyond it); structure
  // answers kept in memory skip it (they take a place only to compose).
  const limits = line ?? admissionLimitsOf(db);
  const lazy = versions && structureCache ? /^\/api\/structure\// : undefined;
  if (limits) app.use(admission(new AdmissionGate(limits), lazy));
  // The game origin serves game pages and their files and nothing else.
  app.use(gameOriginRoutes(db, gameFiles, gamesOrigin));
  // An external provider's host (commerce §7 /video/{ex}/…) serves its media and nothing else.
  app.use(providerHostRoutes(db, packages, providerHosts ?? providerHostsOf(db)));

  // envFile is how the portal finds its backend and tenant, so it cannot require the tenant header; the
  // OpenAPI document is the same for every tenant.
  const requireTenant = tenantMiddleware(db, versions);
  app.route('/api', tenantRoutes({ db, defaultTenant, stage }));
  app.route('/api', openApiRoutes());
  const tenantFree = new Set(['/api/envFile', `/api${OPENAPI_PATH}`]);
  app.use('/api/*', (c, next) => (tenantFree.has(c.req.path) ? next() : requireTenant(c, next)));
  // Before the structure routes: the tournament fragments are the caller's own (commerce §7).
  app.route('/api', tournamentRoutes(db));
  app.route('/api', challengeRoutes(db));
  app.route('/api', rewardRoutes(db));
  app.route('/api', structureRoutes(db, { versions, cache: structureCache }));
  app.route('/api', contentRoutes(db));
  app.route('/api', routeRuleRoutes(db));
  app.route('/api', i18nRoutes(db));
  app.route('/api', deviceRoutes(db));
  app.route('/api', sessionRoutes(db, settings));
  app.route('/api', userRoutes(db, settings));
  app.route('/api', partnerRoutes(db, settings));
  app.route('/api', searchRoutes(db));
  app.route('/api', libraryRoutes(db, settings));
  app.route('/api', playerRoutes(db));
  app.route('/api', purchaseRoutes(db));
  app.route('/api', voucherRoutes(db));
  app.route('/api', parentalRoutes(db, settings));
  app.route('/api', developerAppRoutes(db, settings));
  app.route('/api', kioskRoutes(db, settings));
  app.route('/api', videoRoutes(db, packages, settings));
  app.route('/api', analyticsRoutes(db, settings));
  app.route('/api', feedbackRoutes(db, settings));
  app.route('/api', arcadeRoutes(db, { gamesOrigin }));
  app.route('/api', gameRoutes(db, gamePackages, { ...settings, gamesOrigin }));
  app.route('/api', commerceRoutes(db, { paymentSecret: paymentSecret ?? DEV_PAYMENT_SECRET }));

  // Before /hosted, whose catch-all answers every other path under it.
  app.route('/', analyticsTagRoutes(db, defaultTenant, settings));
  app.route('/hosted', hostedRoutes(db, settings, defaultTenant));

  app.route('/', artworkRoutes(db, defaultTenant));
  app.route('/', mediaFileRoutes());
  app.route('/', streamRoutes(db, defaultTenant));
  app.route('/', videoFileRoutes(db, packages, defaultTenant));
  app.route('/', gameDownloadRoutes(db, gamePackages, defaultTenant));
  app.route('/', manifestRoutes(db, defaultTenant));
  app.route(
    '/',
    portalRoutes({ db, distDir, defaultTenant, stage, selfFetch: async (request) => app.fetch(request) }),
  );
  return app;
}
