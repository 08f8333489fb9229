import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { StructureRenderer } from '#features/catalogue/components/structure-renderer.tsx';
import { footerFragmentQuery } from '#features/configuration/footer-fragment.queries.ts';

/** The tenant's external footer fragment; until it arrives (or if it fails) the footer shows without it. */
export function FooterFragment({ name }: { name: string }) {
  const { api, tenant, locale } = useRouteContext({ from: '__root__' });
  const { data } = useQuery(footerFragmentQuery({ api, tenant, locale }, name));
  return data ? <StructureRenderer node={data} /> : null;
}
