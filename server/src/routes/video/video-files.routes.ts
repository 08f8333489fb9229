import { readFile } from 'node:fs/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { tenantHosts } from '../../db/schema/tenant.ts';
import { externalProviders } from '../../db/schema/video.ts';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { requestHostname, requestOrigin } from '../../http/request-origin.ts';
import { requireMediaBinding } from '../media/media-cookie.ts';
import { FULL_CACHE_CONTROL } from '../media/stream.routes.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import type { ProviderHosts } from './provider-hosts.ts';
import { hlsKeyUrl } from './streaming.service.ts';
import { licenceGrantOf, signLicenceGrant, type VideoGrant, verifyVideoGrant } from './video-grants.ts';
import { HLS_KEY_PLACEHOLDER, type VideoPackages } from './video-packages.ts';

/** The files a package may hold: manifests, playlists, fMP4 streams and WebVTT subtitles, flat in its folder. */
const FILE = /^[A-Za-z0-9_-]{1,64}\.(mpd|m3u8|mp4|vtt)$/;

export const VIDEO_CONTENT_TYPES: Record<string, string> = {
  mpd: 'application/dash+xml',
  m3u8: 'application/vnd.apple.mpegurl',
  mp4: 'video/mp4',
  vtt: 'text/vtt; charset=utf-8',
};

const forbidden = (code: string, detail: string) => new ProblemError({ status: 403, code, detail });
const noSuchFile = () =>
  new ProblemError({ status: 404, code: 'MEDIA_NOT_FOUND', detail: 'There is no such video file.' });

async function checkedGrant(db: Db, sealed: string): Promise<VideoGrant> {
  const checked = await verifyVideoGrant(db, sealed);
  if (checked.ok) return checked.grant;
  throw checked.reason === 'expired'
    ? forbidden('MEDIA_GRANT_EXPIRED', 'This media URL has expired; ask for the title again.')
    : forbidden('MEDIA_GRANT_INVALID', 'This media URL is not valid.');
}

/**
 * One file of the grant's package, with Range. A protected package's HLS playlists name the viewer's own
 * key URL (its licence grant, derived from the media grant), in place of the placeholder they were made with.
 */
async function packageFile(
  db: Db,
  packages: VideoPackages,
  request: Request,
  grant: VideoGrant,
  file: string,
  keyOrigin: string,
): Promise<Response> {
  const extension = FILE.exec(file)?.[1];
  if (!extension) throw noSuchFile();
  const path = `${packages.pathOf(grant.d)}/${file}`;
  const contentType = VIDEO_CONTENT_TYPES[extension] ?? 'application/octet-stream';
  if (extension === 'm3u8' && grant.k) {
    const playlist = await readFile(path, 'utf8').catch(() => undefined);
    if (playlist === undefined) throw noSuchFile();
    const lgrant = await signLicenceGrant(db, licenceGrantOf({ ...grant, k: grant.k }));
    const body = playlist.replaceAll(HLS_KEY_PLACEHOLDER, hlsKeyUrl(keyOrigin, lgrant));
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: { 'content-type': contentType, 'cache-control': FULL_CACHE_CONTROL },
    });
  }
  // Segments and subtitles never change under a grant: the browser keeps them while it lives. Manifests
  // and playlists are not cached (a new grant, a new key URL).
  const cacheControl =
    extension === 'mp4' || extension === 'vtt'
      ? `private, max-age=${Math.max(0, grant.e - Math.floor(Date.now() / 1000))}, immutable`
      : FULL_CACHE_CONTROL;
  return rangedFileResponse(request, { path, contentType, cacheControl });
}

/**
 * GET/HEAD /media/v/{grant}/{file}: a file of the package a /video/streaming or /video/download answer
 * granted, on the tenant's own host. As /media/stream: the grant must be genuine, live, of the Host's tenant
 * and for the tenant's own host, and the media cookie must name the grant's tenant and user.
 */
export function videoFileRoutes(db: Db, packages: VideoPackages, defaultTenant: string): Hono {
  return new Hono().get('/media/v/:grant/:file', async (c) => {
    const grant = await checkedGrant(db, c.req.param('grant'));
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    if (tenant.name !== grant.t || grant.s !== null)
      throw forbidden('MEDIA_GRANT_OTHER_TENANT', 'This media URL belongs to another service.');
    await requireMediaBinding(c, db, grant);
    return packageFile(db, packages, c.req.raw, grant, c.req.param('file'), requestOrigin(c.req.url));
  });
}

/**
 * The Origin when it is one of the tenants' own origins: its hostname one of their hosts, and its scheme and
 * port those of `reference` (the tenant's origin the grant was issued on, else this request's), so
 * https://portal and http://portal:8080 are different origins. Only their portals may read the provider's
 * answers (refusals included) from script.
 */
async function allowedOrigin(
  db: Db,
  origin: string | undefined,
  tenantNames: string[],
  reference: string,
): Promise<string | null> {
  if (!origin || tenantNames.length === 0) return null;
  let asked: URL;
  let own: URL;
  try {
    asked = new URL(origin);
    own = new URL(reference);
  } catch {
    return null;
  }
  if (asked.origin !== origin || asked.protocol !== own.protocol || asked.port !== own.port) return null;
  const [row] = await db
    .select({ hostname: tenantHosts.hostname })
    .from(tenantHosts)
    .where(and(eq(tenantHosts.hostname, asked.hostname), inArray(tenantHosts.tenantName, tenantNames)));
  return row ? origin : null;
}

/** The tenants whose providers use this host (whose portals may read a refusal made before a grant is read). */
async function hostTenants(db: Db, hostname: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tenantName: externalProviders.tenantName })
    .from(externalProviders)
    .where(eq(externalProviders.host, hostname));
  return rows.map((row) => row.tenantName);
}

/** The refusal with the CORS headers added, so the portal's player reads it instead of a network error. */
const withHeaders = (error: ProblemError, headers: Record<string, string>) =>
  new ProblemError({
    status: error.status,
    code: error.code,
    detail: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.data !== undefined ? { data: error.data } : {}),
    headers: { ...error.headers, ...headers },
  });

function corsHeaders(origin: string | null, preflight: boolean): Record<string, string> {
  const headers: Record<string, string> = { vary: 'Origin', 'cross-origin-resource-policy': 'cross-origin' };
  if (!origin) return headers;
  headers['access-control-allow-origin'] = origin;
  headers['access-control-expose-headers'] = 'Content-Length, Content-Range, Accept-Ranges, ETag';
  if (preflight) {
    headers['access-control-allow-methods'] = 'GET, HEAD';
    headers['access-control-allow-headers'] = 'Range';
    headers['access-control-max-age'] = '600';
  }
  return headers;
}

/**
 * The external provider's origin (demo: openstage.localhost on the server's port). On a provider host only
 * GET/HEAD/OPTIONS /ext/{source}/v/{grant}/{file} exists, everything else is 404. No cookie reaches a
 * cross-site host, so the grant alone names tenant and user, and it must be for this provider's source.
 * CORS answers the grant tenant's own origins only; CORP is cross-origin so the portal may embed the media.
 */
export function providerHostRoutes(db: Db, packages: VideoPackages, hosts: ProviderHosts) {
  const EXT = /^\/ext\/([a-z0-9-]{1,40})\/v\/([^/]+)\/([^/]+)$/;
  return async (c: Context, next: () => Promise<void>): Promise<Response | undefined> => {
    const hostname = requestHostname(c.req.url);
    const kind = await hosts.classify(hostname, c.req.path.startsWith('/ext/'));
    if (kind === 'refused')
      throw new ProblemError({
        status: 404,
        code: 'NOT_FOUND',
        detail: 'There is no such page on this host.',
      });
    if (kind === 'app') {
      await next();
      return undefined;
    }
    const method = c.req.method;
    const preflight = method === 'OPTIONS';
    let grant: VideoGrant | undefined;
    const cors = async () =>
      corsHeaders(
        await allowedOrigin(
          db,
          c.req.header('origin'),
          grant ? [grant.t] : await hostTenants(db, hostname),
          grant?.o ?? requestOrigin(c.req.url),
        ),
        preflight,
      );
    try {
      const match = EXT.exec(c.req.path);
      if (!match || !['GET', 'HEAD', 'OPTIONS'].includes(method))
        throw new ProblemError({
          status: 404,
          code: 'NOT_FOUND',
          detail: 'This host serves provider media only.',
        });
      const [, source = '', sealed = '', file = ''] = match;
      grant = await checkedGrant(db, sealed);
      const [provider] = await db
        .select()
        .from(externalProviders)
        .where(and(eq(externalProviders.tenantName, grant.t), eq(externalProviders.code, grant.p ?? '')));
      if (!provider || provider.host !== hostname || provider.source !== source || grant.s !== source)
        throw forbidden('MEDIA_GRANT_OTHER_TENANT', 'This media URL belongs to another service.');
      const headers = await cors();
      if (preflight) return new Response(null, { status: 204, headers });
      // Key URLs live on the tenant's own host, which the grant names.
      const keyOrigin = grant.o ?? requestOrigin(c.req.url);
      const answer = await packageFile(db, packages, c.req.raw, grant, file, keyOrigin);
      for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value);
      return answer;
    } catch (error) {
      if (error instanceof ProblemError) throw withHeaders(error, await cors());
      throw error;
    }
  };
}
