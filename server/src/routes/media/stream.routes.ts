import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import { ProblemError } from '../../http/problem.ts';
import { rangedFileResponse } from '../../http/ranged-file.ts';
import { requestHostname } from '../../http/request-origin.ts';
import { findTenantForHost } from '../tenant/tenant.service.ts';
import { requireMediaBinding } from './media-cookie.ts';
import { verifyGrant } from './media-grant.ts';
import { MEDIA_DIR, type MediaEntry, mediaManifest } from './media-library.ts';

const GRANT = /^[A-Za-z0-9_-]{1,1024}\.[A-Za-z0-9_-]{43}$/;

/** A full file is the user's alone: no shared cache, and no cache at all, may keep it. */
export const FULL_CACHE_CONTROL = 'private, no-store';

const forbidden = (code: string, detail: string) => new ProblemError({ status: 403, code, detail });

/** The manifest's audio file the grant names, of the kind (preview or full) the grant says. */
function grantedFile(media: string, preview: boolean): MediaEntry {
  const entries: Record<string, MediaEntry> = mediaManifest().audio;
  const entry = Object.hasOwn(entries, media) ? entries[media] : undefined;
  if (!entry || Boolean(entry.previewOf) !== preview)
    throw new ProblemError({ status: 404, code: 'MEDIA_NOT_FOUND', detail: 'There is no such audio file.' });
  return entry;
}

/**
 * GET/HEAD /media/stream/{grant}: the file a /song or /song/download answer granted, with Range.
 * The grant must be genuine, live and of the Host's tenant; a full (non-preview) grant also needs the
 * media cookie of the same tenant and user (401 without it, 403 for another user).
 */
export function streamRoutes(db: Db, defaultTenant: string): Hono {
  return new Hono().get('/media/stream/:grant', async (c) => {
    const sealed = c.req.param('grant');
    const checked = GRANT.test(sealed)
      ? await verifyGrant(db, sealed)
      : ({ ok: false, reason: 'invalid' } as const);
    if (!checked.ok) {
      throw checked.reason === 'expired'
        ? forbidden('MEDIA_GRANT_EXPIRED', 'This media URL has expired; ask for the item again.')
        : forbidden('MEDIA_GRANT_INVALID', 'This media URL is not valid.');
    }
    const { grant } = checked;
    const tenant = await findTenantForHost(db, requestHostname(c.req.url), defaultTenant);
    if (tenant.name !== grant.t)
      throw forbidden('MEDIA_GRANT_OTHER_TENANT', 'This media URL belongs to another service.');
    if (!grant.p) await requireMediaBinding(c, db, grant);
    const entry = grantedFile(grant.m, grant.p);
    // A preview may be kept by this browser until the grant expires, never by a shared cache.
    const secondsLeft = Math.max(0, grant.e - Math.floor(Date.now() / 1000));
    return rangedFileResponse(c.req.raw, {
      path: MEDIA_DIR + entry.file,
      contentType: 'audio/mp4',
      cacheControl: grant.p ? `private, max-age=${secondsLeft}` : FULL_CACHE_CONTROL,
    });
  });
}
