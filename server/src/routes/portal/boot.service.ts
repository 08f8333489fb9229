import * as v from 'valibot';
import type { Device } from '../../../../contract/device.ts';
import {
  type LocaleCode,
  localeDir,
  localePrefixOf,
  splitLocalePrefix,
} from '../../../../contract/locales.ts';
import { StructureQuerySchema } from '../../../../contract/structure.ts';
import type { Db } from '../../db/client.ts';
import type { TenantRow } from '../../db/schema/tenant.ts';
import { ProblemError } from '../../http/problem.ts';
import { lookupDevice } from '../device/device.service.ts';
import type { ClientHints } from '../device/user-agent.ts';
import { themeColour } from '../manifest/manifest.service.ts';
import { tenantTagline } from '../structure/builders/page-kit.ts';
import { composeStructure } from '../structure/structure.service.ts';
import { buildEnvFile } from '../tenant/tenant.service.ts';
import type { BootPayload, ShellOptions } from './spa-shell.ts';

/** The home page is `/` or a bare locale prefix such as `/ar` (the portal's own prefix rule). */
const isHomePath = (path: string): boolean => splitLocalePrefix(path).pathname.replace(/\/$/, '') === '';

export interface ShellRequest {
  db: Db;
  tenant: TenantRow;
  origin: string;
  path: string;
  stage: string;
  /** Value of the `theme` cookie, if any. */
  themeCookie?: string | undefined;
  /** The navigation's User-Agent (and client hints): the device goes into the boot data. */
  userAgent?: string | undefined;
  hints?: ClientHints;
}

/** Only the two schemes the portal has; anything else in the cookie is ignored (default light, shell §9). */
export const colorSchemeOf = (cookie: string | undefined): 'light' | 'dark' =>
  cookie === 'dark' ? 'dark' : 'light';

/** What the portal would ask for first (GET /envFile, GET /device), answered with the page. */
export async function bootBasics({
  db,
  tenant,
  origin,
  stage,
  userAgent,
  hints = {},
}: Omit<ShellRequest, 'path' | 'themeCookie'>): Promise<BootPayload & { device: Device }> {
  // What GET /device would answer: the portal seeds its device query with it (no start-up round trip).
  const device = await lookupDevice(db, { tenantName: tenant.name, userAgent: userAgent ?? '', hints });
  return { envFile: buildEnvFile(tenant, origin, stage), device };
}

/** Everything the client-rendered shell needs for one navigation; the home page also ships its structure. */
export async function shellOptions(request: ShellRequest): Promise<ShellOptions> {
  const { db, tenant, origin, path, themeCookie } = request;
  const lang = localePrefixOf(path) ?? (tenant.defaultLocale as LocaleCode);
  const basics = await bootBasics(request);
  const { device } = basics;
  const boot: BootPayload = basics;
  if (isHomePath(path)) {
    // The same device parameters the portal's structure query sends, so both mean the same structure.
    const query = v.parse(StructureQuerySchema, {
      lang,
      deviceId: String(device.id),
      isDesktop: String(device.deviceAttributes.desktop),
      os: device.deviceAttributes.operatingSystem.slice(0, 40),
    });
    try {
      boot.structure = {
        name: 'home',
        lang,
        node: await composeStructure(db, 'home', { tenant, origin, query }),
      };
    } catch (error) {
      // A tenant without a home structure still gets a working shell; the portal shows its own 404.
      if (!(error instanceof ProblemError && error.status === 404)) throw error;
    }
  }
  const description = await tenantTagline(db, tenant.name, lang);
  return {
    lang,
    dir: localeDir(lang),
    themeColour: themeColour(tenant),
    title: tenant.displayName,
    colorScheme: colorSchemeOf(themeCookie),
    ...(description ? { description } : {}),
    boot,
  };
}
