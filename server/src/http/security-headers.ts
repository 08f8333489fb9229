import type { MiddlewareHandler } from 'hono';
import { isLoopbackHost } from '../auth/allowlist.ts';

/** External video providers' hosts (seeded external_providers; Shaka fetches their manifests and segments). */
export const EXTERNAL_MEDIA_HOSTS = ['openstage.localhost'];
const EXTERNAL_MEDIA_SOURCES = EXTERNAL_MEDIA_HOSTS.flatMap((host) => [
  `http://${host}:*`,
  `https://${host}:*`,
]).join(' ');

/** The game origin's host (routes/games/game-origin.routes.ts): the portal frames games from it only. */
export const GAME_FRAME_HOSTS = ['games.localhost'];
const GAME_FRAME_SOURCES = GAME_FRAME_HOSTS.flatMap((host) => [`http://${host}:*`, `https://${host}:*`]).join(
  ' ',
);

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine injects <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  `media-src 'self' blob: ${EXTERNAL_MEDIA_SOURCES}`,
  `connect-src 'self' ${EXTERNAL_MEDIA_SOURCES}`,
  "worker-src 'self'",
  `frame-src 'self' ${GAME_FRAME_SOURCES}`,
  "manifest-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
];

/**
 * The policy; `formTargets` are origins a form on the page may end up at. Browsers apply form-action to
 * the redirects after a post too, so a hosted form that returns to another vetted origin names it.
 */
export const contentSecurityPolicy = (formTargets: string[] = [], scriptNonce?: string): string =>
  [
    ...CSP_DIRECTIVES.map((directive) =>
      // A server-rendered page's inline scripts (router state) carry this response's nonce; nothing else runs inline.
      scriptNonce && directive === "script-src 'self'" ? `${directive} 'nonce-${scriptNonce}'` : directive,
    ),
    ["form-action 'self'", ...formTargets].join(' '),
  ].join('; ');

const CSP = contentSecurityPolicy();

// Media and fullscreen stay allowed for the players; sensors and trackers the portal never uses are off.
const PERMISSIONS = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
  'autoplay=(self)',
  'encrypted-media=(self)',
  'picture-in-picture=(self)',
].join(', ');

const HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS,
  'cross-origin-opener-policy': 'same-origin',
  // The portal loads its media, artwork, manifest and icons from its own origin; nobody else embeds them.
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS only on https (directly, or as rewritten from X-Forwarded-Proto behind TRUST_PROXY); browsers
 * ignore it on http anyway. Loopback hosts are left alone so a local https test never pins localhost.
 */
const wantsHsts = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && !isLoopbackHost(hostname);
};

/**
 * Applied to every answer, errors included, because it runs after the error handler has set the response.
 * A page that set its own (stricter or wider form-action) policy keeps it.
 */
export const securityHeaders = (options: { gamesOrigin?: string | undefined } = {}): MiddlewareHandler => {
  // A configured game origin (GAMES_ORIGIN) is the only game host framed: games.localhost then is not.
  const gamesOrigin = options.gamesOrigin;
  return async (c, next) => {
    await next();
    const own = c.res.headers.get('content-security-policy');
    for (const [name, value] of Object.entries(HEADERS)) {
      // A page's own policy stays, and so does a provider host's cross-origin resource policy.
      const kept = name === 'content-security-policy' || name === 'cross-origin-resource-policy';
      if (kept && c.res.headers.has(name)) continue;
      // An answer whose own policy names its frame ancestors (a game page) is framed by exactly those.
      if (
        name === 'x-frame-options' &&
        own?.includes('frame-ancestors ') &&
        !own.includes("frame-ancestors 'self'")
      )
        continue;
      c.res.headers.set(name, value);
    }
    if (gamesOrigin) {
      const policy = c.res.headers.get('content-security-policy');
      if (policy?.includes(GAME_FRAME_SOURCES))
        c.res.headers.set('content-security-policy', policy.replace(GAME_FRAME_SOURCES, gamesOrigin));
    }
    if (wantsHsts(c.req.url)) c.res.headers.set('strict-transport-security', HSTS);
  };
};
