import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';

const HexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));

/** The public tenant object (cached in the portal as `tenant-obj`). Secrets never travel here. */
export const TenantSchema = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/)),
  displayName: v.string(),
  shortName: v.string(),
  logoUrl: v.string(),
  default: v.object({ locale: v.object({ defaultLocale: v.optional(LocaleCodeSchema) }) }),
  /** Shell §4 theme: a two-entry list uses the second entry for the alternate (dark) theme. */
  colors: v.pipe(v.array(HexColour), v.minLength(1), v.maxLength(2)),
  /** Default content rating ceiling of the tenant (commerce §5; global default 60). */
  maxRating: v.optional(v.number()),
  /** Cookie of the auto-login provider (shell §4 rule 3), when the tenant has one. */
  autoLoginCookie: v.optional(v.string()),
  features: v.record(v.string(), v.boolean()),
});
export type Tenant = v.InferOutput<typeof TenantSchema>;

/** Shell §3 start-up environment, plus the tenant object so start-up needs one round trip. */
export const EnvFileSchema = v.object({
  tenantName: v.string(),
  envConfig: v.object({
    envFile: v.object({
      stage: v.string(),
      service: v.object({
        tenantBackendUrl: v.record(v.string(), v.string()),
        multiContentBackend: v.string(),
      }),
    }),
  }),
  tenant: TenantSchema,
});
export type EnvFile = v.InferOutput<typeof EnvFileSchema>;

/** Base address of every product call (shell §7). */
export const backendBaseUrl = (env: Pick<EnvFile, 'tenantName' | 'envConfig'>): string =>
  env.envConfig.envFile.service.tenantBackendUrl[env.tenantName] ??
  env.envConfig.envFile.service.multiContentBackend;

const FALLBACK_THEME_COLOUR = '#1c7ed6';

/** The tenant's primary colour (browser chrome, icons), guarded because it is inlined into SVG and HTML. */
export const themeColourOf = (colors: readonly string[]): string => {
  const colour = colors[0] ?? FALLBACK_THEME_COLOUR;
  return /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : FALLBACK_THEME_COLOUR;
};

export const TENANT_HEADER = 'x-tenant-id';
export const CHANNEL_HEADER = 'x-distribution-channel';
export const CHANNEL_WEB = 'WEB';

export const tenantEndpoints = defineEndpoints({
  /** Served at the origin (not under the backend base): it is how the base is found. */
  envFile: { method: 'GET', path: '/api/envFile', response: EnvFileSchema },
});
