import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { resolveClickUrl } from '#lib/node-urls.ts';
import { applyPlaceholdersToUrl } from '#lib/placeholders.ts';
import { usePageOrigin } from '#platform/page-origin.ts';

interface NodeLinkProps {
  clickUrl: string | undefined;
  className?: string;
  children: ReactNode;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** The node kind, for styling hooks and tests. */
  'data-node'?: string;
}

/** A node's clickUrl as a link: router Link in-app (client navigation, locale kept), plain anchor outside. */
export function NodeLink({ clickUrl, className, children, ...rest }: NodeLinkProps) {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  // Shell §5: {query.x} placeholders take the current page's query values (the user UUID comes with sessions).
  const url = clickUrl && applyPlaceholdersToUrl(clickUrl, { query: new URLSearchParams(searchStr) });
  const target = resolveClickUrl(url, usePageOrigin());
  if (!target)
    return (
      <div className={className} data-node={rest['data-node']}>
        {children}
      </div>
    );
  if (target.kind === 'external') {
    return (
      <a className={className} href={target.href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      className={className}
      to={target.to}
      search={target.search}
      hash={target.hash || undefined}
      {...rest}
    >
      {children}
    </Link>
  );
}
