import { VIDEO_ERRORS } from '../../../../contract/video.ts';
import type { Db } from '../../db/client.ts';
import { type LicenceRequestKind, licenceRequests } from '../../db/schema/video.ts';
import { ProblemError } from '../../http/problem.ts';
import { type LicenceGrant, verifyLicenceGrant } from './video-grants.ts';
import { b64UrlToHex, findTitleKey, hexToB64Url, type TitleKey } from './video-keys.ts';
import { videoEntitlement, videoTitle } from './video-title.ts';

export const LICENCE_GRANTED = 'GRANTED';

export interface LicenceRequest {
  tenantName: string;
  /** The bearer's user; undefined when the token was refused. */
  userId: string | undefined;
  kind: LicenceRequestKind;
  /** Key ids the request named (base64url); the HLS key request names none. */
  kids: string[];
}

/** One licence_requests row: every licence and HLS key request leaves exactly one. */
export async function logLicenceRequest(
  db: Db,
  request: LicenceRequest,
  outcome: string,
  itemId: number | null = null,
  kids: string[] = request.kids,
): Promise<void> {
  await db.insert(licenceRequests).values({
    tenantName: request.tenantName,
    userId: request.userId ?? null,
    itemId,
    kids,
    kind: request.kind,
    outcome,
  });
}

const DETAILS: Record<string, string> = {
  [VIDEO_ERRORS.licenceGrantInvalid]: 'This licence URL is not valid.',
  [VIDEO_ERRORS.licenceGrantExpired]: 'This licence URL has expired; ask for the title again.',
  [VIDEO_ERRORS.licenceOtherTenant]: 'This licence URL belongs to another service.',
  [VIDEO_ERRORS.licenceOtherUser]: 'This licence URL was granted to another user.',
  [VIDEO_ERRORS.notEntitled]: 'You may no longer watch this title.',
  [VIDEO_ERRORS.licenceUnknownKey]: 'The request names a key this title does not have.',
};

/**
 * The title's key for a licence (W3C ClearKey) or HLS key request, after the checks in order: the grant is
 * genuine, live, of this tenant and of the bearer, the bearer still may watch the title, and every key id
 * asked for is the title's. Each outcome is logged once; a refusal is a 403 problem that carries no key.
 */
export async function licensedKey(db: Db, request: LicenceRequest, sealed: string): Promise<TitleKey> {
  let itemId: number | null = null;
  let kids = request.kids;
  const refuse = async (code: string): Promise<never> => {
    await logLicenceRequest(db, request, code, itemId, kids);
    throw new ProblemError({ status: 403, code, detail: DETAILS[code] ?? 'This licence is refused.' });
  };
  const checked = await verifyLicenceGrant(db, sealed);
  if (!checked.ok)
    return refuse(
      checked.reason === 'expired' ? VIDEO_ERRORS.licenceGrantExpired : VIDEO_ERRORS.licenceGrantInvalid,
    );
  const grant: LicenceGrant = checked.grant;
  if (grant.t !== request.tenantName) return refuse(VIDEO_ERRORS.licenceOtherTenant);
  itemId = grant.i;
  if (request.kind === 'hls-key') kids = [hexToB64Url(grant.k)];
  if (!request.userId || grant.u !== request.userId) return refuse(VIDEO_ERRORS.licenceOtherUser);
  const scope = { tenantName: request.tenantName, userId: request.userId };
  // Only "no such title" (gone since the grant) is a refusal; any other failure is the server's error.
  const title = await videoTitle(db, scope.tenantName, grant.i).catch((error: unknown) => {
    if (error instanceof ProblemError && error.code === VIDEO_ERRORS.notFound) return undefined;
    throw error;
  });
  const entitlement = title ? await videoEntitlement(db, scope, title, grant.p) : { full: false };
  if (!title || !entitlement.full) return refuse(VIDEO_ERRORS.notEntitled);
  const key = await findTitleKey(db, scope.tenantName, grant.i);
  if (!key || key.kid !== grant.k || !kids.every((kid) => b64UrlToHex(kid) === key.kid))
    return refuse(VIDEO_ERRORS.licenceUnknownKey);
  await logLicenceRequest(db, request, LICENCE_GRANTED, itemId, kids);
  return key;
}

/** The W3C ClearKey answer (EME §9.1.4): a JSON Web Key Set of the keys asked for. */
export const clearKeyAnswer = (key: TitleKey) => ({
  keys: [{ kty: 'oct' as const, kid: hexToB64Url(key.kid), k: hexToB64Url(key.key) }],
  type: 'temporary' as const,
});
