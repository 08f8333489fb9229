import * as v from 'valibot';
import { defineEndpoints } from './endpoint.ts';
import { LocaleCodeSchema } from './locales.ts';

/** Tenant texts for one language: message id → text. Merged over the portal's own catalogue. */
export const TenantTextsSchema = v.record(v.string(), v.string());
export type TenantTexts = v.InferOutput<typeof TenantTextsSchema>;

export const i18nEndpoints = defineEndpoints({
  texts: {
    method: 'GET',
    path: '/i18n/:lang',
    params: v.object({ lang: LocaleCodeSchema }),
    response: TenantTextsSchema,
  },
});
