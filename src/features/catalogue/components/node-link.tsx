import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { resolveClickUrl } from '../node-urls.ts';

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
  const target = resolveClickUrl(clickUrl, window.location.origin);
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
