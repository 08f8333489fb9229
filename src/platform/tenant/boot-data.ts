import * as v from 'valibot';
import { TenantTextsSchema } from '#contract/i18n.ts';
import { LocaleCodeSchema } from '#contract/locales.ts';
import { StructureNameSchema, StructureNodeSchema } from '#contract/structure.ts';
import { EnvFileSchema } from '#contract/tenant.ts';

/** The server may render start-up data into index.html so the first paint needs no round trip. */
export const BootDataSchema = v.object({
  envFile: EnvFileSchema,
  structure: v.optional(
    v.object({ name: StructureNameSchema, lang: LocaleCodeSchema, node: StructureNodeSchema }),
  ),
  /** The tenant's own texts in the page's language (GET /i18n/{lang}): the first render needs them. */
  texts: v.optional(v.object({ lang: LocaleCodeSchema, texts: TenantTextsSchema })),
});
export type BootData = v.InferOutput<typeof BootDataSchema>;

export const BOOT_ELEMENT_ID = 'portal-boot';

/** Reads <script id="portal-boot" type="application/json">; bad data is reported and ignored, never fatal. */
export function readBootData(doc: Document = document): BootData | undefined {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent?.trim();
  if (!text) return undefined;
  try {
    const result = v.safeParse(BootDataSchema, JSON.parse(text));
    if (result.success) return result.output;
    console.warn('Ignoring invalid start-up data', v.flatten(result.issues));
  } catch (error) {
    console.warn('Ignoring unreadable start-up data', error);
  }
  return undefined;
}
