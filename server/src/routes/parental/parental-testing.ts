import { and, desc, eq, gt } from 'drizzle-orm';
import { expect } from 'vitest';
import { PARENTAL_UNLOCK_HEADER } from '../../../../contract/parental.ts';
import { mailsTo } from '../../auth/mail.ts';
import { catalogueItems } from '../../db/schema/catalogue.ts';
import type { TestApp } from '../../testing/test-app.ts';

export interface As {
  token: string;
  tenant?: string;
  ip?: string;
  unlock?: string;
}

/** A parental-control call as the portal makes it, from one client address. */
export const parentalCall = (
  t: TestApp,
  path: string,
  as: As,
  init: { method?: string; body?: unknown } = {},
) =>
  t.api(`/parental-control${path}`, {
    method: init.method ?? 'POST',
    token: as.token,
    ...(as.tenant ? { tenant: as.tenant } : {}),
    ...(init.body === undefined ? {} : { body: init.body }),
    headers: { 'x-forwarded-for': as.ip ?? '198.51.100.7' },
  });

/** Any backend GET as the signed-in user (with an unlock when given). */
export const getAs = (t: TestApp, path: string, as: Partial<As>) =>
  t.api(path, {
    ...(as.token ? { token: as.token } : {}),
    ...(as.tenant ? { tenant: as.tenant } : {}),
    ...(as.unlock ? { headers: { [PARENTAL_UNLOCK_HEADER]: as.unlock } } : {}),
  });

/** Turns parental control on at this age group with this passcode (the first save needs no current one). */
export async function turnOn(t: TestApp, as: As, password: string, maxAgeGroup = 20) {
  const res = await parentalCall(t, '', as, {
    method: 'PUT',
    body: { isActive: true, maxAgeGroup, password },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** A demo video rated 16+ or more, listed and with its own details page. */
export async function restrictedVideo(t: TestApp, tenant = 'demo') {
  const [row] = await t.database.db
    .select()
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.tenantName, tenant),
        eq(catalogueItems.kind, 'video'),
        gt(catalogueItems.ageRating, 20),
      ),
    )
    .orderBy(desc(catalogueItems.popularity))
    .limit(1);
  if (!row) throw new Error(`no video rated above 12+ in ${tenant}`);
  return row;
}

/** The 8-digit code of the newest parental reset mail to `email`, with the mail. */
export async function mailedResetCode(t: TestApp, email: string, tenant = 'demo') {
  const [mail] = await mailsTo(t.database.db, tenant, email, 1);
  const code = /\b(\d{8})\b/.exec(mail?.body ?? '')?.[1];
  if (!mail || !code) throw new Error(`no parental reset mail to ${email}`);
  return { code, mail };
}

/** Every ageRating in a structure answer's nodes. */
export function ratingsIn(node: unknown, out: number[] = []): number[] {
  if (Array.isArray(node)) for (const child of node) ratingsIn(child, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ageRating' && typeof value === 'number') out.push(value);
      else ratingsIn(value, out);
    }
  }
  return out;
}
