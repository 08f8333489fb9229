import { notFound } from '@tanstack/react-router';
import type { Configuration } from '#contract/configuration.ts';
import { familyOff, familyOfPage, familyOfRoute } from '#contract/feature-families.ts';
import type { PageDef } from '#contract/pages.ts';
import { configurationQuery } from '#platform/configuration/configuration.queries.ts';
import { DEFAULT_CONFIGURATION } from '#platform/configuration/parse-configuration.ts';
import type { PageRouteContext } from '#platform/router-context.ts';

/** The tenant's configuration for a route (cached an hour; the server prefetches it); the defaults when it fails. */
export async function routeConfiguration(context: PageRouteContext): Promise<Configuration> {
  try {
    return await context.queryClient.ensureQueryData(configurationQuery(context));
  } catch {
    return DEFAULT_CONFIGURATION;
  }
}

/**
 * Commerce §3 enabledFeatures: a page of a family the configuration switched off (enabledFeatures.flags) is not
 * there: the not-found page, as the server's answer for its structures. (A tenant feature set to false only
 * leaves the family out of the navigation: acme has no news entry but still serves its premium articles.)
 */
export async function guardFamily(
  page: PageDef,
  params: Record<string, string>,
  context: PageRouteContext,
): Promise<void> {
  const family = familyOfRoute(page, params);
  if (!family) return;
  const { enabledFeatures } = await routeConfiguration(context);
  if (familyOff(family, {}, enabledFeatures.flags))
    throw notFound({ data: { message: `Page not found: ${page.paths[0]}` } });
}

/**
 * Shell §3 seoTabNames: the tab name of a page, by its family (music, video…) or its own name (home,
 * subscription…), in the configuration's language; the document title reads "<page> | <tab name>".
 */
export function tabNameOf(page: PageDef, configuration: Configuration): string | undefined {
  const names = configuration.seoTabNames;
  const family = familyOfPage(page);
  return names[page.base] ?? (family ? names[family] : undefined);
}
