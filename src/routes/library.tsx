import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { lazyPage } from '#app/lazy-page.ts';
import { createPageI18n } from '#lib/i18n.ts';
import { withPageHydrated } from '#platform/hydration-gate.ts';
import { pageHead } from '#platform/seo/page-head.ts';

// The user's own pages are their own chunk: most visits never need them.
const component = withPageHydrated(
  lazyPage(() => import('#app/shell/library-hub/library-hub-page.tsx'), 'LibraryHubPage'),
);

const TITLE = msg`Library`;

/** /library: the hub of the user's own pages (issue 15). It has no page structure: its title is the portal's own. */
export const Route = createFileRoute('/library')({
  loader: async ({ context }) => {
    const i18n = await createPageI18n(context.locale, undefined);
    return { title: i18n._(TITLE) };
  },
  head: ({ match, loaderData }) =>
    pageHead({
      origin: match.context.origin,
      pathname: '/library',
      search: {},
      prefix: match.context.prefix,
      locale: match.context.locale,
      siteName: match.context.tenant.displayName,
      title: loaderData?.title,
    }),
  component,
});
