import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { footerFragmentQuery } from '#platform/configuration/footer-fragment.queries.ts';
import { StructureRenderer } from '#structure/structure-renderer.tsx';

/** The tenant's external footer fragment; until it arrives (or if it fails) the footer shows without it. */
export function FooterFragment({ name }: { name: string }) {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(footerFragmentQuery({ api, tenant, locale }, name));
  return data ? <StructureRenderer node={data} /> : null;
}
