import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { resolveClickUrl } from '#lib/node-urls.ts';
import { applyPlaceholdersToUrl } from '#lib/placeholders.ts';
import { usePageOrigin } from '#platform/page-origin.ts';
import { usePlaceholderContext } from './placeholder-context.ts';

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
  // Shell §5: {query.x} and {userUUID} take the current page's query values and the signed-in user's UUID.
  const placeholders = usePlaceholderContext();
  const url = clickUrl && applyPlaceholdersToUrl(clickUrl, placeholders);
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
