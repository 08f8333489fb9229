import { analyticsEndpoints } from './analytics.ts';
import { arcadeEndpoints } from './arcade.ts';
import { challengeEndpoints } from './challenges.ts';
import { commerceEndpoints } from './commerce.ts';
import { contentEndpoints } from './content.ts';
import { developerAppEndpoints } from './developer-apps.ts';
import { deviceEndpoints } from './device.ts';
import { feedbackEndpoints } from './feedback.ts';
import { gameEndpoints } from './games.ts';
import { i18nEndpoints } from './i18n.ts';
import { kioskEndpoints } from './kiosk.ts';
import { libraryEndpoints } from './library.ts';
import { parentalEndpoints } from './parental.ts';
import { partnerApiEndpoints } from './partner-api.ts';
import { playerEndpoints } from './player.ts';
import { purchaseEndpoints } from './purchase.ts';
import { ratingEndpoints } from './rating.ts';
import { rewardEndpoints } from './rewards.ts';
import { routeRuleEndpoints } from './route-rules.ts';
import { searchEndpoints } from './search.ts';
import { sessionEndpoints } from './session.ts';
import { structureEndpoints } from './structure.ts';
import { tenantEndpoints } from './tenant.ts';
import { tournamentEndpoints } from './tournaments.ts';
import { videoEndpoints } from './video.ts';
import { voucherEndpoints } from './voucher.ts';

/**
 * Every endpoint table of the contract, by domain: what a backend must serve for the portal to work.
 * The server binds its handlers from it, publishes it as OpenAPI (/api/openapi.json), and a test fails
 * when a table exported from contract/ is missing here.
 */
export const API = {
  analytics: analyticsEndpoints,
  challenges: challengeEndpoints,
  commerce: commerceEndpoints,
  content: contentEndpoints,
  developerApps: developerAppEndpoints,
  device: deviceEndpoints,
  feedback: feedbackEndpoints,
  arcade: arcadeEndpoints,
  games: gameEndpoints,
  i18n: i18nEndpoints,
  kiosk: kioskEndpoints,
  library: libraryEndpoints,
  parental: parentalEndpoints,
  partnerApi: partnerApiEndpoints,
  player: playerEndpoints,
  rating: ratingEndpoints,
  rewards: rewardEndpoints,
  purchase: purchaseEndpoints,
  routeRules: routeRuleEndpoints,
  search: searchEndpoints,
  session: sessionEndpoints,
  structure: structureEndpoints,
  tenant: tenantEndpoints,
  tournaments: tournamentEndpoints,
  video: videoEndpoints,
  voucher: voucherEndpoints,
} as const;

/** Where an endpoint is served: under the backend base `/api` unless the contract names an origin path. */
export const servedPath = (path: string): string => (path.startsWith('/api/') ? path : `/api${path}`);
